import { bladeKind } from "../../app/workspace/blade-kind";
import { OPTIMIZATION_BLADES } from "./optimization/optimization-blades";

/** The asset area's blade kinds (spec part 1, 2.2): the library, uploads, masks and lightmaps, and 3D optimisation. */
export const ASSET_BLADES = {
  Assets: bladeKind("Assets Library", { size: "xlarge", singleton: true }),
  AssetImage: bladeKind("Asset", { size: "large" }),
  UploadAssets: bladeKind("Upload Assets", { size: "large", singleton: true }),
  UploadMasks: bladeKind("Upload Masks", { size: "large" }),
  UploadLightmaps: bladeKind("Upload Lightmaps", { size: "large" }),
  ...OPTIMIZATION_BLADES,
};

export type AssetBladeKind = keyof typeof ASSET_BLADES;
