import { Site, type SiteCreateInput, SiteList, type SiteUpdateInput } from "@atelier/domain/catalogue/site.schema";
import { resourceHooks, resourceKeys, resourceListHook } from "../resource-hooks";

export const siteKeys = resourceKeys("site");
const site = resourceHooks<{ item: Site; create: SiteCreateInput; update: SiteUpdateInput }>({
  path: "site",
  keys: siteKeys,
  item: Site,
  idOf: (saved) => saved.siteId,
});

/** The company's sites (archived ones are left out by the server). */
export const useSiteList = resourceListHook(siteKeys.list(), "site", SiteList);
export const useSite = site.useOne;
export const useCreateSite = site.useCreate;
export const useUpdateSite = site.useUpdate;
export const useRemoveSite = site.useRemove;
