import { bladeKind } from "../../../app/workspace/blade-kind";

/** Data and Feeds: reference data, translations and mapping, data grids, and their editors (spec part 3). */
export const REFERENCE_DATA_BLADES = {
  DataImports: bladeKind("Data and Feeds", { size: "large", singleton: true }),
  EditReferenceData: bladeKind("Reference Data", { size: "xlarge" }),
  EditTranslationMapping: bladeKind("Translation Mapping", { size: "xlarge" }),
  EditReferenceDataTable: bladeKind("Reference Data Table", { size: "xxlarge" }),
  PickReferenceDatas: bladeKind("Pick Reference Data", { size: "medium" }),
  FindUnmapped: bladeKind("Find Unmapped", { size: "large" }),
  TestDataGridQuery: bladeKind("Test Data Grid Query", { size: "xxlarge" }),
  EditValueHtml: bladeKind("Edit HTML Value", { size: "xlarge" }),
  EditValueJson: bladeKind("Edit JSON Value", { size: "xlarge" }),
};

export type ReferenceDataBladeKind = keyof typeof REFERENCE_DATA_BLADES;
