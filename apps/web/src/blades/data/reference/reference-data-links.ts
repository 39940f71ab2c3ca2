import type { ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { type BladeLink, bladeLink } from "../../../app/workspace/blade-link";
import { referenceDataItem } from "./reference-data-item";
import { type ReferenceTableItem, referenceTableItem } from "./table/reference-table-item";

/** The typed links of Data and Feeds and its editors; a reference data is known by its referenceDataId. */
export const referenceDataLinks = {
  dataAndFeeds: (): BladeLink => bladeLink("DataImports", "list"),
  /** The table editor of one file of a reference data. */
  editTable: (item: ReferenceTableItem): BladeLink =>
    bladeLink("EditReferenceDataTable", "edit", referenceTableItem.encode(item)),
  testQueries: (): BladeLink => bladeLink("TestDataGridQuery", "list"),
  /** Opened through the picker (pick mode): the request carries the value, the blade completes with the edited one. */
  editValueHtml: (): BladeLink => bladeLink("EditValueHtml", "edit"),
  editValueJson: (): BladeLink => bladeLink("EditValueJson", "edit"),
  /** A new reference data (Integration) or data grid (DataGrid); mappings have their own editor. */
  addReferenceData: (dataType: Exclude<ReferenceDataType, "Mapping">): BladeLink =>
    bladeLink("EditReferenceData", "new", dataType),
  addMapping: (): BladeLink => bladeLink("EditTranslationMapping", "new"),
  /** The editor of a stored reference data of any data type: a mapping's, or the reference data panel. */
  editor: (dataType: ReferenceDataType, referenceDataId: string): BladeLink =>
    dataType === "Mapping"
      ? bladeLink("EditTranslationMapping", "edit", referenceDataId)
      : bladeLink("EditReferenceData", "edit", referenceDataItem.encode({ dataType, referenceDataId })),
  findUnmapped: (referenceDataId: string): BladeLink => bladeLink("FindUnmapped", "list", referenceDataId),
};
