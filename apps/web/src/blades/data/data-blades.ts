import { BATCH_BLADES } from "./batch/batch-blades";
import { REFERENCE_DATA_BLADES } from "./reference/reference-data-blades";

/** The data area's blade kinds (spec part 1, 2.2): batch import and tools, reference data and data grids. */
export const DATA_BLADES = { ...BATCH_BLADES, ...REFERENCE_DATA_BLADES };

export type DataBladeKind = keyof typeof DATA_BLADES;
