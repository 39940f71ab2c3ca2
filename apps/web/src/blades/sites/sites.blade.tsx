import { NO_SITES } from "@atelier/domain/site.schema";
import { useCallback, useMemo } from "react";
import { useCurrentUser } from "../../api/account";
import { useSiteList } from "../../api/site";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeProps } from "../../app/workspace/blade-types";
import { itemRow } from "./item-rows";
import { PickableList } from "./pickable-list";

/** The Sites blade (spec part 2, "Sites"): the company's sites by name, as a list or as a picker. */
export function SitesBlade({ blade }: BladeProps) {
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { open } = useBlades();
  const query = useSiteList();
  const sites = query.data?.sites;
  const rows = useMemo(
    () =>
      sites
        ?.map((site) => itemRow(site.siteId, site.name, site.code, site.tags.join(", ")))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [sites],
  );
  const onDetails = useCallback(
    (siteId: string) => open("EditSite", { mode: "edit", itemId: siteId, parentId: blade.id }),
    [open, blade.id],
  );
  const { refetch } = query;
  return (
    <PickableList
      blade={blade}
      label="Sites"
      rows={rows}
      error={query.error}
      emptyText={NO_SITES}
      onDetails={onDetails}
      onAdd={canEdit ? () => open("EditSite", { mode: "new", parentId: blade.id }) : undefined}
      refresh={{ refreshing: query.isFetching, onRefresh: () => void refetch() }}
    />
  );
}
