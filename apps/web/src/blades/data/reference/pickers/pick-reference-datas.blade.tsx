import type { ReferenceData } from "@atelier/domain/data/reference-data.schema";
import { useMemo } from "react";
import { useReferenceDataList } from "../../../../api/data/reference-data";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { CatalogueList } from "../../../../ui/list/catalogue-list";
import { itemRow } from "../../../../ui/list/item-rows";
import { REFERENCE_DATA_LABELS, REFERENCE_DATA_TEXTS } from "../reference-data-texts";

const referenceDataRow = (item: ReferenceData) =>
  itemRow(item.referenceDataId, item.name, item.type, REFERENCE_DATA_LABELS[item.dataType].list);

/**
 * PickReferenceDatas (spec part 3): the company's reference data by name, with the mapping file code and
 * the list each belongs to, picked one or many (the product editor's front-end and back-end mappings).
 */
export function PickReferenceDatasBlade({ blade }: BladeProps) {
  const query = useReferenceDataList();
  const rows = useMemo(() => query.data?.referenceDatas.map(referenceDataRow), [query.data]);
  return (
    <CatalogueList
      blade={blade}
      label={REFERENCE_DATA_TEXTS.picker.label}
      testId="pick-reference-datas"
      rows={rows}
      query={query}
      empty={{ text: REFERENCE_DATA_TEXTS.picker.empty }}
    />
  );
}
