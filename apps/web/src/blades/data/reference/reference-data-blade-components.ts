import { type BladeComponent, lazyBlade } from "../../../app/workspace/blade-kind";
import type { ReferenceDataBladeKind } from "./reference-data-blades";

/** The components of the reference data blades (reference-data-blades.ts), each loaded on its first open. */
export const REFERENCE_DATA_BLADE_COMPONENTS: Partial<Record<ReferenceDataBladeKind, BladeComponent>> = {
  DataImports: lazyBlade(() => import("./data-and-feeds/data-imports.blade").then((m) => m.DataImportsBlade)),
  EditReferenceData: lazyBlade(() => import("./panel/edit-reference-data.blade").then((m) => m.EditReferenceDataBlade)),
  EditTranslationMapping: lazyBlade(() =>
    import("./panel/edit-translation-mapping.blade").then((m) => m.EditTranslationMappingBlade),
  ),
  PickReferenceDatas: lazyBlade(() =>
    import("./pickers/pick-reference-datas.blade").then((m) => m.PickReferenceDatasBlade),
  ),
  FindUnmapped: lazyBlade(() => import("./pickers/find-unmapped.blade").then((m) => m.FindUnmappedBlade)),
  TestDataGridQuery: lazyBlade(() =>
    import("./query/test-data-grid-query.blade").then((m) => m.TestDataGridQueryBlade),
  ),
  EditReferenceDataTable: lazyBlade(() =>
    import("./table/edit-reference-data-table.blade").then((m) => m.EditReferenceDataTableBlade),
  ),
  EditValueHtml: lazyBlade(() => import("./value-editors/edit-value-html.blade").then((m) => m.EditValueHtmlBlade)),
  EditValueJson: lazyBlade(() => import("./value-editors/edit-value-json.blade").then((m) => m.EditValueJsonBlade)),
};
