import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { AssetBladeKind } from "./asset-blades";
import { OPTIMIZATION_BLADE_COMPONENTS } from "./optimization/optimization-blade-components";

/** The components of the asset area's blade kinds (asset-blades.ts), each loaded on its first open. */
export const ASSET_BLADE_COMPONENTS = {
  Assets: lazyBlade(() => import("./library/assets.blade").then((m) => m.AssetsBlade)),
  AssetImage: lazyBlade(() => import("./library/asset-image.blade").then((m) => m.AssetImageBlade)),
  UploadAssets: lazyBlade(() => import("./upload/upload-assets.blade").then((m) => m.UploadAssetsBlade)),
  UploadMasks: lazyBlade(() => import("./derive/upload-masks.blade").then((m) => m.UploadMasksBlade)),
  UploadLightmaps: lazyBlade(() => import("./derive/upload-lightmaps.blade").then((m) => m.UploadLightmapsBlade)),
  ...OPTIMIZATION_BLADE_COMPONENTS,
} satisfies Record<AssetBladeKind, BladeComponent>;
