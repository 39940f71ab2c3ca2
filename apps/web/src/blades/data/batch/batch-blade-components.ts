import { type BladeComponent, lazyBlade } from "../../../app/workspace/blade-kind";
import type { BatchBladeKind } from "./batch-blades";

/** The components of the batch blades (batch-blades.ts), each loaded on its first open. */
export const BATCH_BLADE_COMPONENTS = {
  BatchOperations: lazyBlade(() => import("./batch-operations.blade").then((m) => m.BatchOperationsBlade)),
  BatchTools: lazyBlade(() => import("./batch-tools.blade").then((m) => m.BatchToolsBlade)),
  EditDataImport: lazyBlade(() => import("./edit-data-import.blade").then((m) => m.EditDataImportBlade)),
} satisfies Record<BatchBladeKind, BladeComponent>;
