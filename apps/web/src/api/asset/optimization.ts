import {
  Optimization,
  OptimizationApproveResult,
  OptimizationList,
  type OptimizationUpdateInput,
} from "@atelier/domain/asset/optimization.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { resourceKeys } from "../resource-hooks";
import { optimizationPollInterval } from "./optimization-polling";

export const optimizationKeys = resourceKeys("dataoptimization");

const itemPath = (id: string) => `dataoptimization/${encodeURIComponent(id)}`;

/** Where the optimisation upload goes (multipart, field `file`; part 3 section 7). */
export const OPTIMIZATION_UPLOAD_URL = "/api/v1/dataoptimization";

/** The address of a previewUrl or resultUrl: as given when absolute, else below /api/v1/. */
export function optimizationFileUrl(url: string): string {
  if (url.startsWith("/") || /^https?:/i.test(url)) return url;
  return `/api/v1/${url}`;
}

/** The company's optimisations, newest first; polled every OPTIMIZATION_POLL_MS while one is queued or running. */
export function useOptimizationList() {
  return useQuery({
    queryKey: optimizationKeys.list(),
    queryFn: () => api("dataoptimization", { schema: OptimizationList }),
    refetchInterval: (query) => optimizationPollInterval(query.state.data?.items ?? []),
  });
}

/** One optimisation with its log and report; polled the same way while it runs. */
export function useOptimization(id: string | undefined) {
  return useQuery({
    queryKey: optimizationKeys.detail(id ?? ""),
    queryFn: () => api(itemPath(id ?? ""), { schema: Optimization }),
    enabled: id !== undefined && id !== "",
    refetchInterval: (query) => optimizationPollInterval(query.state.data ? [query.state.data] : []),
  });
}

/**
 * After a change: the detail as saved (or gone) and the lists read again. The mutation ends once the
 * lists are in, so the next call from a row carries the etag just saved.
 */
function changed(queryClient: QueryClient, id: string, saved?: Optimization): Promise<void> {
  if (saved === undefined) queryClient.removeQueries({ queryKey: optimizationKeys.detail(id), exact: true });
  else queryClient.setQueryData(optimizationKeys.detail(id), saved);
  return queryClient.invalidateQueries({ queryKey: optimizationKeys.lists() });
}

/** After an upload: the list is read again, showing the new item. */
export function optimizationUploaded(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: optimizationKeys.lists() });
}

/** Chooses the profile, or starts the optimisation with status Ready (Optimize); carries the etag. */
export function useUpdateOptimization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OptimizationUpdateInput }) =>
      api(itemPath(id), { method: "PUT", body: input, schema: Optimization }),
    onSuccess: (saved) => changed(queryClient, saved.dataOptimizationId, saved),
  });
}

/** Deletes an optimisation and its files. */
export function useRemoveOptimization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(itemPath(id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { id }) => changed(queryClient, id),
  });
}

/** Approve & Upload: the result goes into the asset library; answers the names written. */
export function useApproveOptimization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      api(`${itemPath(id)}/approve`, { method: "POST", body: { folder: "" }, schema: OptimizationApproveResult }),
    // The library holds new files now, and the optimisation a new etag.
    onSuccess: async (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ["asset"] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: optimizationKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: optimizationKeys.lists() }),
      ]);
    },
  });
}
