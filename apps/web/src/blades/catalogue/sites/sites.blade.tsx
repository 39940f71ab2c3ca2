import { NO_SITES, type Site } from "@atelier/domain/catalogue/site.schema";
import { useMemo } from "react";
import { useSiteList } from "../../../api/catalogue/site";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { byName, itemRow } from "../../../ui/list/item-rows";
import { catalogueLinks } from "../catalogue-links";

const siteRow = (site: Site) => itemRow(site.siteId, site.name, site.code, site.tags.join(", "));

/** The Sites blade (spec part 2, "Sites"): the company's sites by name, as a list or as a picker. */
export function SitesBlade({ blade }: BladeProps) {
  const query = useSiteList();
  const sites = query.data?.sites;
  const rows = useMemo(() => sites?.map(siteRow).sort(byName), [sites]);
  return (
    <CatalogueList
      blade={blade}
      label="Sites"
      testId="sites-blade"
      rows={rows}
      query={query}
      empty={{ text: NO_SITES }}
      editor={catalogueLinks.site}
    />
  );
}
