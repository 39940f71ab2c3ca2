import { type BladeLink, bladeLink } from "../../../app/workspace/blade-link";

/** The typed links of the 3D & AR blades. */
export const optimizationLinks = {
  optimizations: (): BladeLink => bladeLink("DataOptimization", "list"),
  optimization: (id: string): BladeLink => bladeLink("EditDataOptimization", "edit", id),
  profiles: (): BladeLink => bladeLink("DataOptimizationProfiles", "list"),
  addProfile: (): BladeLink => bladeLink("EditDataOptimizationProfile", "new"),
  profile: (id: string): BladeLink => bladeLink("EditDataOptimizationProfile", "edit", id),
};
