import { BATCH_BLADE_COMPONENTS } from "./batch/batch-blade-components";
import { REFERENCE_DATA_BLADE_COMPONENTS } from "./reference/reference-data-blade-components";

/** The components of the data area's blade kinds (data-blades.ts). */
export const DATA_BLADE_COMPONENTS = { ...BATCH_BLADE_COMPONENTS, ...REFERENCE_DATA_BLADE_COMPONENTS };
