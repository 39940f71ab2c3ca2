import { type BladeLink, bladeLink } from "../../../app/workspace/blade-link";

/** The typed links of the batch blades; a feed is known by its dataImportId. */
export const batchLinks = {
  operations: (): BladeLink => bladeLink("BatchOperations", "list"),
  tools: (): BladeLink => bladeLink("BatchTools", "list"),
  dataImport: (dataImportId: string): BladeLink => bladeLink("EditDataImport", "edit", dataImportId),
};
