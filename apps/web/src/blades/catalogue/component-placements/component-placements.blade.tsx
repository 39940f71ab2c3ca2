import type { ComponentPlacement } from "@atelier/domain/catalogue/component-placement.schema";
import { useComponentPlacementList, useExportComponentPlacements } from "../../../api/catalogue/component-placement";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";
import { useScopedRows } from "../../../ui/list/use-scoped-rows";
import { catalogueLinks } from "../catalogue-links";
import { PLACEMENT_TEXTS } from "./placement-texts";

const placementRow = (placement: ComponentPlacement) =>
  itemRow(placement.componentPlacementId, placement.name, placement.code, placement.description);

/**
 * ComponentPlacements, titled 'Component Placements' (spec part 2): the places on a product where
 * components go, by name with their codes, as a list or a picker. The quick filter searches code, name
 * and description; while it is set, editors may export the listed placements by code.
 */
export function ComponentPlacementsBlade({ blade }: BladeProps) {
  const query = useComponentPlacementList();
  const exportPlacements = useExportComponentPlacements();
  const list = useScopedRows(query.data?.componentPlacements, placementRow);
  return (
    <CatalogueList
      blade={blade}
      label={PLACEMENT_TEXTS.listLabel}
      testId="component-placements-blade"
      {...list}
      query={query}
      empty={{ text: PLACEMENT_TEXTS.empty }}
      editor={catalogueLinks.placement}
      exportShown={{
        onExport: (shown) => exportPlacements.mutate(shown.flatMap((row) => row.code ?? [])),
        exporting: exportPlacements.isPending,
        error: exportPlacements.error,
        whileFiltered: true,
      }}
    />
  );
}
