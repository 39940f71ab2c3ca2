import {
  type BatchEditRequest,
  BatchEditResponse,
  BatchFile,
  type BatchSelection,
  DATA_IMPORT_POLL_MS,
  DataImport,
  DataImportItemPage,
  type DataImportItemsQuery,
  DataImportList,
} from "@atelier/domain/data/data-import.schema";
import { EXPORT_JSON_INDENT } from "@atelier/domain/product/export-file-names";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { componentOptionKeys } from "../catalogue/component-option-list";
import { api } from "../http";
import { productKeys } from "../product/product-list";
import { resourceKeys } from "../resource-hooks";
import { textToBase64 } from "./data-import-base64";
import { dataImportPollInterval } from "./data-import-polling";

export const dataImportKeys = {
  ...resourceKeys("dataimport"),
  /** A page of a feed's difference; the feed's etag changes once its job has written the items. */
  items: (id: string, etag: string, query: DataImportItemsQuery) =>
    ["dataimport", "items", id, etag, query.outcome ?? "", query.kind ?? "", query.skip, query.take] as const,
};

const itemPath = (id: string) => `dataimport/${encodeURIComponent(id)}`;

/** Where Batch Operations uploads a file (multipart, field `file`): each upload is a dry run first. */
export const DATA_IMPORT_UPLOAD_URL = "/api/v1/dataimport?dryRun=true";

/** The company's feeds, newest first, read again every DATA_IMPORT_POLL_MS while a blade shows them. */
export function useDataImportList() {
  return useQuery({
    queryKey: dataImportKeys.list(),
    queryFn: () => api("dataimport", { schema: DataImportList }),
    refetchInterval: DATA_IMPORT_POLL_MS,
  });
}

/** One feed with its summary and log; read again while its job is queued or runs. */
export function useDataImport(id: string | undefined) {
  return useQuery({
    queryKey: dataImportKeys.detail(id ?? ""),
    queryFn: () => api(itemPath(id ?? ""), { schema: DataImport }),
    enabled: id !== undefined && id !== "",
    refetchInterval: (query) => dataImportPollInterval(query.state.data?.status),
  });
}

/** A page of a feed's difference, once its dry run is done (summary set). */
export function useDataImportItems(feed: DataImport, query: DataImportItemsQuery) {
  return useQuery({
    queryKey: dataImportKeys.items(feed.dataImportId, feed.etag, query),
    queryFn: () =>
      api(`${itemPath(feed.dataImportId)}/items`, {
        query: { outcome: query.outcome, kind: query.kind, skip: query.skip, take: query.take },
        schema: DataImportItemPage,
      }),
    enabled: feed.summary !== null,
    // Another page or filter keeps the items on screen until the next ones are in.
    placeholderData: keepPreviousData,
  });
}

/** A feed as the server answered it: its detail, and the lists read again. */
export function dataImportChanged(queryClient: QueryClient, feed: DataImport): Promise<void> {
  queryClient.setQueryData(dataImportKeys.detail(feed.dataImportId), feed);
  return queryClient.invalidateQueries({ queryKey: dataImportKeys.lists() });
}

/** After an import was applied or undone: the product and option lists (and their editors) are read again. */
export function catalogueImported(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  void queryClient.invalidateQueries({ queryKey: componentOptionKeys.all });
}

/** Posts a batch (its text) as a new feed with a dry run, as an upload does; answers the feed. */
export function useDryRunBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, text }: { name: string; text: string }) =>
      api("dataimport", {
        method: "POST",
        query: { dryRun: true },
        body: { name, mimeType: "application/json", source: textToBase64(text) },
        schema: DataImport,
      }),
    onSuccess: (feed) => dataImportChanged(queryClient, feed),
  });
}

function useFeedAction(action: "apply" | "undo") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(`${itemPath(id)}/${action}`, { method: "POST", body: { etag }, schema: DataImport }),
    onSuccess: (feed) => dataImportChanged(queryClient, feed),
  });
}

/** Apply: writes the planned items (a job); 409 when the feed cannot be applied. */
export const useApplyDataImport = () => useFeedAction("apply");
/** Undo: restores what the apply changed; 409 naming the items changed since. */
export const useUndoDataImport = () => useFeedAction("undo");

/** Edits a batch by a prompt or by commands (no side effects); a prompt not read fails with its unknown words. */
export function useEditBatch() {
  return useMutation({
    mutationFn: (input: BatchEditRequest) =>
      api("dataimport/edit", { method: "POST", body: input, schema: BatchEditResponse }),
  });
}

/** The batch file of the current state of the chosen options and products, as text (indented like an export). */
export function useSelectionBatch() {
  return useMutation({
    mutationFn: async (selection: BatchSelection) => {
      const batch = await api("dataimport/batch", { method: "POST", body: selection, schema: BatchFile });
      return JSON.stringify(batch, null, EXPORT_JSON_INDENT);
    },
  });
}

/** The address of the file a feed was made from (the server names it as it was uploaded). */
export function dataImportSourceUrl(dataImportId: string): string {
  return `/api/v1/${itemPath(dataImportId)}/source`;
}
