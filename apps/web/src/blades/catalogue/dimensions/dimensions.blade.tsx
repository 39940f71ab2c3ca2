import type { Dimension } from "@atelier/domain/catalogue/dimension.schema";
import { useDimensionList } from "../../../api/catalogue/dimension";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CatalogueList } from "../../../ui/list/catalogue-list";
import { itemRow } from "../../../ui/list/item-rows";
import { useScopedRows } from "../../../ui/list/use-scoped-rows";
import { catalogueLinks } from "../catalogue-links";
import { DIMENSION_TEXTS } from "./dimension-texts";

const dimensionRow = (dimension: Dimension) =>
  itemRow(
    dimension.dimensionId,
    dimension.name,
    dimension.code,
    [dimension.unit, dimension.aggregate, dimension.description].filter(Boolean).join(" · "),
  );

/**
 * The Dimensions blade (spec 2, "Dimensions (list or picker)"): the company's dimensions by name, with
 * a toggle limiting them to the tag scope, as a list or as a picker.
 */
export function DimensionsBlade({ blade }: BladeProps) {
  const query = useDimensionList();
  const list = useScopedRows(query.data?.dimensions, dimensionRow);
  return (
    <CatalogueList
      blade={blade}
      label="Dimensions"
      testId="dimensions-blade"
      {...list}
      query={query}
      empty={{ text: DIMENSION_TEXTS.noDimensions }}
      editor={catalogueLinks.dimension}
    />
  );
}
