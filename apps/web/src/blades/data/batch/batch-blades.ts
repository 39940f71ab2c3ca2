import { bladeKind } from "../../../app/workspace/blade-kind";

/** Batch import and the batch tools (spec part 3, Batch Operations and Batch Tools). */
export const BATCH_BLADES = {
  BatchOperations: bladeKind("Batch Operations", { size: "large", singleton: true }),
  BatchTools: bladeKind("Batch Tools", { size: "large", singleton: true }),
  EditDataImport: bladeKind("Data Import", { size: "xlarge" }),
};

export type BatchBladeKind = keyof typeof BATCH_BLADES;
