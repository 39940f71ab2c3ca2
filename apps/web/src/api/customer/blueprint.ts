import { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../http";

/** What a blueprint is read for besides its product and version. */
export interface BlueprintView {
  site: string;
  locale: string;
  /** ISO date and time, or "" for now. */
  previewDate: string;
}

export const blueprintKeys = {
  all: ["blueprint"] as const,
  details: () => [...blueprintKeys.all, "detail"] as const,
  detail: (styleCode: string, versionCode: string, view: BlueprintView) =>
    [...blueprintKeys.details(), styleCode, versionCode, view] as const,
};

/** A version's blueprint for a site, locale and preview date; the previous one stays shown while the next loads. */
export function useBlueprint(styleCode: string, versionCode: string, view: BlueprintView) {
  return useQuery({
    queryKey: blueprintKeys.detail(styleCode, versionCode, view),
    queryFn: () =>
      api(`blueprint/${encodeURIComponent(styleCode)}/${encodeURIComponent(versionCode)}`, {
        schema: Blueprint,
        query: {
          site: view.site === "" ? undefined : view.site,
          locale: view.locale === "" ? undefined : view.locale,
          previewDate: view.previewDate === "" ? undefined : view.previewDate,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
