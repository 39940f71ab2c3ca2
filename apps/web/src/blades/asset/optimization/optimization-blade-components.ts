import { type BladeComponent, lazyBlade } from "../../../app/workspace/blade-kind";
import type { OPTIMIZATION_BLADES } from "./optimization-blades";

/** The components of the 3D & AR blade kinds (optimization-blades.ts), each loaded on its first open. */
export const OPTIMIZATION_BLADE_COMPONENTS = {
  DataOptimization: lazyBlade(() => import("./data-optimization.blade").then((m) => m.DataOptimizationBlade)),
  EditDataOptimization: lazyBlade(() =>
    import("./edit-data-optimization.blade").then((m) => m.EditDataOptimizationBlade),
  ),
  DataOptimizationProfiles: lazyBlade(() =>
    import("./profiles/data-optimization-profiles.blade").then((m) => m.DataOptimizationProfilesBlade),
  ),
  EditDataOptimizationProfile: lazyBlade(() =>
    import("./profiles/edit-data-optimization-profile.blade").then((m) => m.EditDataOptimizationProfileBlade),
  ),
} satisfies Record<keyof typeof OPTIMIZATION_BLADES, BladeComponent>;
