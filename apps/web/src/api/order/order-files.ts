import { Order, type OrderAttachmentType } from "@atelier/domain/order/order.schema";
import { normalizeError } from "@atelier/domain/shared/errors";
import { useMutation } from "@tanstack/react-query";
import { saveFile } from "../../ui/save-file";
import { ApiError, api, queryString } from "../http";
import { type OrderFilter, orderListParams, orderPath, useOrderChanged } from "./order";

/** The body of a failed call, when it is JSON (the error catalogue's shape). */
async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return new ApiError(normalizeError(response.status, body));
}

/** A call that sends or reads a file, failing as ApiError like api() does. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(normalizeError(0, undefined));
  }
  if (!response.ok) throw await failure(response);
  return response;
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Downloads the CSV of the orders the filter shows (`GET order/export`, the list's query). */
export function useExportOrders() {
  return useMutation({
    mutationFn: async (filter: OrderFilter) => {
      const response = await send(`/api/v1/order/export${queryString(orderListParams(filter))}`, {
        headers: { accept: "text/csv" },
      });
      const fallback = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      saveFile(await response.blob(), attachmentFileName(response.headers.get("content-disposition"), fallback));
    },
  });
}

export interface OrderAttachmentUpload {
  recipeId: string;
  etag: string;
  file: File;
  type: OrderAttachmentType;
  /** The view and placement codes the file is about; empty for none. */
  view: string;
  placement: string;
}

/**
 * Attaches a file to an order (multipart: file, type, view, placement, etag); a proof sent again under its name
 * becomes its next version. The order is read again after it: its etag, files and history have changed.
 */
export function useAttachOrderFile() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: async ({ recipeId, etag, file, type, view, placement }: OrderAttachmentUpload) => {
      const form = new FormData();
      form.append("etag", etag);
      form.append("type", type);
      form.append("view", view);
      form.append("placement", placement);
      form.append("file", file, file.name);
      await send(`/api/v1/${orderPath(recipeId)}/attachment`, {
        method: "POST",
        headers: { accept: "application/json" },
        body: form,
      });
      return api(orderPath(recipeId), { schema: Order });
    },
    onSuccess: changed,
  });
}
