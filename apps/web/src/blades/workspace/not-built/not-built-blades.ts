import { type BladeKindInfo, bladeKind } from "../../../app/workspace/blade-kind";
import type { BladeSize } from "../../../app/workspace/blade-types";

const notBuilt = (title: string, size: BladeSize, singleton = false): BladeKindInfo =>
  bladeKind(title, { size, singleton });

/**
 * The blade kinds of spec part 1, 2.2 whose areas are not built yet, by their future area. They share
 * the NotBuilt blade, which says so plainly; each moves to its area's list (blades/<area>/<area>-blades.ts)
 * with its own component when the area is built.
 */
export const NOT_BUILT_BLADES = {
  // product (galleries, reference data, values)
  EditGallery: notBuilt("Gallery", "large"),
  EditGalleryOption: notBuilt("Gallery Option", "medium"),
  EditReferenceData: notBuilt("Reference Data", "xlarge"),
  EditTranslationMapping: notBuilt("Translation Mapping", "xlarge"),
  EditReferenceDataTable: notBuilt("Reference Data Table", "xxlarge"),
  PickReferenceDatas: notBuilt("Pick Reference Data", "medium"),
  FindUnmapped: notBuilt("Find Unmapped", "large"),
  EditValueHtml: notBuilt("Edit HTML Value", "xlarge"),
  EditValueJson: notBuilt("Edit JSON Value", "xlarge"),
  // asset
  UploadAssets: notBuilt("Upload Assets", "large", true),
  UploadLightmaps: notBuilt("Upload Lightmaps", "large"),
  UploadMasks: notBuilt("Upload Masks", "large"),
  Assets: notBuilt("Assets Library", "xlarge", true),
  AssetImage: notBuilt("Asset", "large"),
  // data and integration
  DataImports: notBuilt("Data and Feeds", "large", true),
  DataIntegrations: notBuilt("Integrations", "large", true),
  EditDataImport: notBuilt("Data Import", "xlarge"),
  DataOptimization: notBuilt("Optimize Assets", "xlarge", true),
  EditDataOptimization: notBuilt("Asset Optimization", "xlarge"),
  DataOptimizationProfiles: notBuilt("Optimization Profiles", "large", true),
  EditDataOptimizationProfile: notBuilt("Optimization Profile", "large"),
  TestDataGridQuery: notBuilt("Test Data Grid Query", "xxlarge"),
  EditIntegration: notBuilt("Integration", "large"),
  BatchOperations: notBuilt("Batch Operations", "large", true),
  BatchTools: notBuilt("Batch Tools", "large", true),
  // moderation
  ModerationSettings: notBuilt("Text Review", "large", true),
  ImageModerationSettings: notBuilt("Image Review", "xlarge", true),
  ModerationSettingsAdvanced: notBuilt("Advanced Text Review", "large", true),
};

export type NotBuiltKind = keyof typeof NOT_BUILT_BLADES;
