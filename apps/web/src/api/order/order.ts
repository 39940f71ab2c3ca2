import {
  AddRecipeOrdersResult,
  type BulkOrderStatusInput,
  BulkOrderStatusResult,
  Order,
  OrderList,
  type OrderUpdateInput,
  type RecipeOrderEntry,
} from "@atelier/domain/order/order.schema";
import type { OrderStatus } from "@atelier/domain/order/order-status";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { listPagesQuery } from "../list-pages";

/** What the Orders list shows: the search text (as sent, after the pause) and a status; undefined is any. */
export interface OrderFilter {
  text: string;
  status: OrderStatus | undefined;
}

export const orderKeys = {
  all: ["order"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  list: (filter: OrderFilter) => [...orderKeys.lists(), filter.text, filter.status ?? ""] as const,
  details: () => [...orderKeys.all, "detail"] as const,
  detail: (recipeId: string) => [...orderKeys.details(), recipeId] as const,
};

/** How many orders one page of the list reads; the list can hold hundreds of thousands. */
const ORDER_PAGE_TAKE = 100;

export const orderPath = (recipeId: string) => `order/${encodeURIComponent(recipeId)}`;

/** The query string of the list and of its CSV export: the same filter for both. */
export function orderListParams(filter: OrderFilter): Record<string, string | undefined> {
  return { filter: filter.text === "" ? undefined : filter.text, status: filter.status };
}

/** The company's orders matching the filter, newest first, read page by page as the list scrolls. */
export function useOrderPages(filter: OrderFilter) {
  return useInfiniteQuery({
    ...listPagesQuery(orderKeys.list(filter), (skip) =>
      api("order", { query: { ...orderListParams(filter), take: ORDER_PAGE_TAKE, skip }, schema: OrderList }).then(
        (list) => ({ rows: list.orders, total: list.total }),
      ),
    ),
    staleTime: 10_000,
    // While the next search runs, the rows of the last one stay on screen.
    placeholderData: keepPreviousData,
  });
}

/** One order with what the caller may move it to, its comments, attachments and history; idle without an id. */
export function useOrder(recipeId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(recipeId ?? ""),
    queryFn: () => api(orderPath(recipeId ?? ""), { schema: Order }),
    enabled: recipeId !== undefined && recipeId !== "",
  });
}

/** A changed order becomes its detail, and every list is read again (its status or text may have moved it). */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order.recipeId), order);
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  };
}

/** Saves a status change, the notes and new comments with the etag the edits started from (412 when stale). */
export function useUpdateOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ recipeId, input }: { recipeId: string; input: OrderUpdateInput }) =>
      api(orderPath(recipeId), { method: "PUT", body: input, schema: Order }),
    onSuccess: changed,
  });
}

/** What 'Trigger Integrations' answers: the order as it is now, or a plain message (none set up ...). */
const TriggerAnswer = z.union([Order, z.object({ message: z.string() })]);

/** Runs the company's order integrations for one order, with its etag. */
export function useTriggerOrderIntegrations() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: ({ recipeId, etag }: { recipeId: string; etag: string }) =>
      api(`${orderPath(recipeId)}/trigger`, { method: "POST", body: { etag }, schema: TriggerAnswer }),
    onSuccess: (answer) => {
      if ("recipeId" in answer) changed(answer);
    },
  });
}

/** 'Add recipe order': one result per entry, created or refused with the reason. */
export function useAddRecipeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: RecipeOrderEntry[]) =>
      api("order", { method: "POST", body: entries, schema: AddRecipeOrdersResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  });
}

/** Moves many orders to one status; the server applies only allowed transitions and names each order it skipped. */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkOrderStatusInput) =>
      api("order/bulk", { method: "POST", body: input, schema: BulkOrderStatusResult }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
