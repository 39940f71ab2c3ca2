import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the asset library's blades; an asset is known by its name. */
export const assetLinks = {
  library: (): BladeLink => bladeLink("Assets", "list"),
  asset: (name: string): BladeLink => bladeLink("AssetImage", "edit", name),
  /** Upload Assets, its folder starting as `folder` (the library's search prefix) when one is given. */
  upload: (folder?: string): BladeLink => bladeLink("UploadAssets", "new", folder === "" ? undefined : folder),
  masks: (): BladeLink => bladeLink("UploadMasks", "new"),
  lightmaps: (): BladeLink => bladeLink("UploadLightmaps", "new"),
};
