import { ExportByCodesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentPlacement,
  type ComponentPlacementCreateInput,
  ComponentPlacementExportDocument,
  ComponentPlacementList,
  type ComponentPlacementUpdateInput,
  PlacementOptions,
} from "@atelier/domain/catalogue/component-placement.schema";
import { PlacementAnalytics, PlacementAnalyticsQuery } from "@atelier/domain/product/component.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

export const componentPlacementKeys = {
  all: ["componentplacement"] as const,
  lists: () => [...componentPlacementKeys.all, "list"] as const,
  list: () => [...componentPlacementKeys.lists(), "all"] as const,
  details: () => [...componentPlacementKeys.all, "detail"] as const,
  detail: (id: string) => [...componentPlacementKeys.details(), id] as const,
  options: (id: string) => [...componentPlacementKeys.detail(id), "options"] as const,
  analytics: (query: PlacementAnalyticsQuery | null) => [...componentPlacementKeys.all, "analytics", query] as const,
};

const placementPath = (id: string) => `componentplacement/${encodeURIComponent(id)}`;

/** Every component placement of the company (archived ones left out). */
export function useComponentPlacementList() {
  return useQuery({
    queryKey: componentPlacementKeys.list(),
    queryFn: () => api("componentplacement", { schema: ComponentPlacementList }),
    staleTime: 30_000,
  });
}

/** One component placement; idle until an id is given. */
export function useComponentPlacement(id?: string) {
  return useQuery({
    queryKey: componentPlacementKeys.detail(id ?? ""),
    queryFn: () => api(placementPath(id ?? ""), { schema: ComponentPlacement }),
    enabled: id !== undefined && id !== "",
  });
}

/** The options a placement offers per definition of its types; idle until a placement id is given. */
export function usePlacementOptions(placementId?: string) {
  return useQuery({
    queryKey: componentPlacementKeys.options(placementId ?? ""),
    queryFn: () => api(`${placementPath(placementId ?? "")}/options`, { schema: PlacementOptions }),
    enabled: placementId !== undefined && placementId !== "",
  });
}

/** A saved placement replaces its cached detail; its options (from its types) are read again. */
function placementChanged(queryClient: QueryClient, id: string, placement?: ComponentPlacement): void {
  if (placement) queryClient.setQueryData(componentPlacementKeys.detail(id), placement);
  else queryClient.removeQueries({ queryKey: componentPlacementKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: componentPlacementKeys.options(id) });
  void queryClient.invalidateQueries({ queryKey: componentPlacementKeys.lists() });
}

export function useCreateComponentPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComponentPlacementCreateInput) =>
      api("componentplacement", { method: "POST", body: input, schema: ComponentPlacement }),
    onSuccess: (saved) => placementChanged(queryClient, saved.componentPlacementId, saved),
  });
}

export function useUpdateComponentPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ComponentPlacementUpdateInput }) =>
      api(placementPath(id), { method: "PUT", body: input, schema: ComponentPlacement }),
    onSuccess: (saved) => placementChanged(queryClient, saved.componentPlacementId, saved),
  });
}

/** Archives a component placement: it leaves the lists and can no longer be read. */
export function useRemoveComponentPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(placementPath(id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { id }) => placementChanged(queryClient, id),
  });
}

/** Exports placements by code and downloads them as ComponentPlacements-{date}.json. */
export async function exportComponentPlacements(codes: string[]): Promise<ComponentPlacementExportDocument> {
  const body = ExportByCodesInput.parse({ codes });
  const document = await api("componentplacement/export", {
    method: "POST",
    body,
    schema: ComponentPlacementExportDocument,
  });
  downloadJsonDocument(catalogueExportFileName("ComponentPlacements", new Date()), document);
  return document;
}

/** The export as a mutation, so a button can show that it runs and what failed. */
export function useExportComponentPlacements() {
  return useMutation({ mutationFn: exportComponentPlacements });
}

/**
 * A placement's most used components between two days (`GET analytics/components`); idle while the
 * query is null (a range not chosen yet). The query is parsed first, so the defaults (sort=-1, mode=0)
 * are sent as the spec lists them.
 */
export function usePlacementAnalytics(query: PlacementAnalyticsQuery | null) {
  return useQuery({
    queryKey: componentPlacementKeys.analytics(query),
    queryFn: () =>
      api("analytics/components", { query: PlacementAnalyticsQuery.parse(query), schema: PlacementAnalytics }),
    enabled: query !== null,
  });
}
