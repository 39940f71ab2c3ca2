import { bladeKind } from "../../../app/workspace/blade-kind";

/** The 3D & AR blade kinds: optimisations and their profiles (spec part 3 "Assets Optimization", "Optimization profiles"). */
export const OPTIMIZATION_BLADES = {
  DataOptimization: bladeKind("Optimize Assets", { size: "xlarge", singleton: true }),
  EditDataOptimization: bladeKind("Asset Optimization", { size: "xlarge" }),
  DataOptimizationProfiles: bladeKind("Optimization Profiles", { size: "large", singleton: true }),
  EditDataOptimizationProfile: bladeKind("Optimization Profile", { size: "large" }),
};
