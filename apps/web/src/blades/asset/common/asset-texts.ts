import type { AssetViewMode } from "@atelier/domain/asset/asset-names";
import type { DeriveStatus } from "../derive/derive-queue";

/**
 * Texts of the asset library's blades. The spec's own words are kept verbatim: the menu's 'Download',
 * 'Create mask', 'Create lightmap', 'Delete' and '(tap again to confirm)', 'Download all', 'Upload',
 * 'Start', the view modes 'Mask' and 'Lightmap' and the queue states (part 3, sections 2 and 4).
 */
export const ASSET_TEXTS = {
  assets: "Assets",
  search: "Search by prefix",
  searchHint: "Case-sensitive: names starting with this text, folders included (e.g. shirts/red)",
  viewMode: "View mode",
  viewModes: { base: "Base image", Mask: "Mask", Lightmap: "Lightmap" } satisfies Record<AssetViewMode, string>,
  upload: "Upload",
  downloadAll: "Download all",
  downloadAllHint: "Every asset under the prefix, in one zip",
  refresh: "Refresh",
  menuOf: (name: string) => `Actions of ${name}`,
  download: "Download",
  createMask: "Create mask",
  createLightmap: "Create lightmap",
  delete: "Delete",
  tapAgain: "Delete (tap again to confirm)",
  select: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  createMasks: "Create masks",
  createLightmaps: "Create lightmaps",
  clearSelection: "Clear selection",
  model: "3D model",
  file: "File",
  noAssets: "No assets yet. Upload images and 3D models to use them in products.",
  noAssetsExplained: "Names are paths: put a folder before the file name, e.g. shirts/red.png.",
  noneUnder: (prefix: string) => `No assets start with '${prefix}'.`,
  noneInMode: (mode: string) => `None of the assets loaded is a ${mode}.`,
  loadingMore: "Loading more assets...",
  count: (shown: number) => `${shown} ${shown === 1 ? "asset" : "assets"} loaded`,
  // The AssetImage panel.
  name: "Name",
  type: "Type",
  size: "Size",
  dimensions: "Dimensions",
  lastModified: "Last modified",
  linked: "Linked assets",
  base: "Base asset",
  notFound: "There is no asset of that name: it may have been deleted.",
  previewOf: (name: string) => `Preview of ${name}`,
  noPreview: "No preview for this type of file: download it to open it.",
  // Upload Assets.
  folder: "Folder",
  folderHint: "The files go under this folder, e.g. shirts/summer (empty for the top)",
  chooseFiles: "Drag files here or click to choose",
  accepted: "Images (PNG, JPEG, WebP, GIF, SVG) and 3D models (GLB, glTF)",
  atMost: (size: string) => `Up to ${size} each; uploaded one at a time`,
  uploads: "Uploads",
  uploadedAs: (name: string) => `Stored as ${name}`,
  goesTo: (name: string) => `To be stored as ${name}`,
  clearFinished: "Clear finished",
  // Masks and lightmaps.
  start: "Start",
  strength: "Strength",
  addAssets: "Add assets",
  pickImages: "Pick images",
  remove: (name: string) => `Remove ${name}`,
  clearDone: "Clear done",
  queue: "Queue",
  emptyMasks: "Nothing queued. Select images in the Assets Library and choose Create mask, or add them here.",
  emptyLightmaps:
    "Nothing queued. Select images in the Assets Library and choose Create lightmap, or add them here, then press a strength.",
  masksExplained:
    "Each image gets a mask named after it with .Mask: the product white, the background black. Images are processed one at a time.",
  lightmapsExplained:
    "Each image gets a lightmap named after it with .Lightmap, its shading at the strength pressed. Images are processed one at a time.",
  open: "Open",
  status: { added: "Added", waiting: "Waiting", uploading: "Uploading", done: "Done", error: "Error" } satisfies Record<
    DeriveStatus,
    string
  >,
} as const;
