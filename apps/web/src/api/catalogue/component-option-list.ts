import {
  COMPONENT_OPTION_LIST_MAX_TAKE,
  ComponentOptionExportDocument,
  ComponentOptionList,
  type ComponentOptionListQuery,
  ExportByCodesInput,
} from "@atelier/domain/catalogue/component-option.schema";
import { catalogueExportFileName } from "@atelier/domain/product/export-file-names";
import { useMutation, useQuery } from "@tanstack/react-query";
import { downloadJsonDocument } from "../download-json";
import { api } from "../http";

// The option calls of the list blade; the editor's (one option, add, update, archive) are in
// api/component-option.ts and use these keys.

export const componentOptionKeys = {
  all: ["componentoption"] as const,
  lists: () => [...componentOptionKeys.all, "list"] as const,
  list: (query: ComponentOptionListQuery) =>
    [...componentOptionKeys.lists(), componentOptionListParams(query)] as const,
  details: () => [...componentOptionKeys.all, "detail"] as const,
  detail: (componentOptionId: string) => [...componentOptionKeys.details(), componentOptionId] as const,
};

/** The query string parameters of `GET componentoption`, without the ones left unset. */
export function componentOptionListParams(query: ComponentOptionListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.componentOptionDefinitionId !== undefined)
    params.componentOptionDefinitionId = query.componentOptionDefinitionId;
  if (query.filter !== undefined && query.filter !== "") params.filter = query.filter;
  if (query.take !== undefined) params.take = String(query.take);
  return params;
}

/** Every option of the company, in list order, as far as one call reads: the blade filters them itself. */
export const ALL_COMPONENT_OPTIONS: ComponentOptionListQuery = { take: COMPONENT_OPTION_LIST_MAX_TAKE };

/** Options in list order (of one definition, kept by a text filter, when asked) and how many match. */
export function useComponentOptionList(query: ComponentOptionListQuery) {
  return useQuery({
    queryKey: componentOptionKeys.list(query),
    queryFn: () => api("componentoption", { query: componentOptionListParams(query), schema: ComponentOptionList }),
    staleTime: 30_000,
  });
}

/** Exports options by code, in the order given, and downloads them as ComponentOptions-{date}.json. */
export function useExportComponentOptions() {
  return useMutation({
    mutationFn: async (codes: string[]) => {
      const body = ExportByCodesInput.parse({ codes });
      const document = await api("componentoption/export", {
        method: "POST",
        body,
        schema: ComponentOptionExportDocument,
      });
      downloadJsonDocument(catalogueExportFileName("ComponentOptions", new Date()), document);
      return document;
    },
  });
}
