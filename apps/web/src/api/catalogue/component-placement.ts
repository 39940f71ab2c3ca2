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
import { useMutation, useQuery } from "@tanstack/react-query";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";

const placementKeys = resourceKeys("componentplacement");
export const componentPlacementKeys = {
  ...placementKeys,
  options: (id: string) => [...placementKeys.detail(id), "options"] as const,
  analytics: (query: PlacementAnalyticsQuery | null) => [...placementKeys.all, "analytics", query] as const,
};

const placementPath = (id: string) => `componentplacement/${encodeURIComponent(id)}`;
/** A saved or archived placement's options (from its types) are read again too. */
const placement = resourceHooks<{
  item: ComponentPlacement;
  create: ComponentPlacementCreateInput;
  update: ComponentPlacementUpdateInput;
}>({
  path: "componentplacement",
  keys: componentPlacementKeys,
  item: ComponentPlacement,
  idOf: (saved) => saved.componentPlacementId,
  onChanged: (queryClient, id) => void queryClient.invalidateQueries({ queryKey: componentPlacementKeys.options(id) }),
});

/** Every component placement of the company (archived ones left out). */
export const useComponentPlacementList = resourceListHook(
  componentPlacementKeys.list(),
  "componentplacement",
  ComponentPlacementList,
);
export const useComponentPlacement = placement.useOne;
export const useCreateComponentPlacement = placement.useCreate;
export const useUpdateComponentPlacement = placement.useUpdate;
export const useRemoveComponentPlacement = placement.useRemove;

/** The options a placement offers per definition of its types; idle until a placement id is given. */
export function usePlacementOptions(placementId?: string) {
  return useQuery({
    queryKey: componentPlacementKeys.options(placementId ?? ""),
    queryFn: () => api(`${placementPath(placementId ?? "")}/options`, { schema: PlacementOptions }),
    enabled: placementId !== undefined && placementId !== "",
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
