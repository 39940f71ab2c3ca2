import type { BladeSize } from "./blade-types";

/** What the workspace knows about one blade kind, apart from its component. */
export interface BladeKindInfo {
  title: string;
  size: BladeSize;
  /** Opening a singleton again updates the open one instead of stacking a second. */
  singleton: boolean;
  /** Shows the outline sidebar listing the body's `data-outline` headings. */
  outline: boolean;
}

function kind(title: string, size: BladeSize = "default", flags: { singleton?: boolean; outline?: boolean } = {}) {
  return { title, size, singleton: flags.singleton ?? false, outline: flags.outline ?? false } satisfies BladeKindInfo;
}

const single = { singleton: true } as const;

/** Every blade kind of spec part 1 section 2.2. Areas reached from the sidebar or nav bar are singletons. */
const BLADE_KIND_INFO = {
  MetadataGuide: kind("A Hitchhicker's Guide to Metadata", "large", { singleton: true, outline: true }),
  WhatsNew: kind("What's new", "medium", single),
  Products: kind("Products", "large", single),
  EditProduct: kind("Product", "large"),
  EditAccountUser: kind("User", "medium"),
  Versions: kind("Versions", "medium"),
  EditVersion: kind("Version", "xxlarge", { outline: true }),
  EditVersionRules: kind("Version Rules", "xxxlarge", { outline: true }),
  EditVersionViews: kind("Version Views", "xxlarge", { outline: true }),
  EditVersionGroups: kind("Version Groups", "xxlarge", { outline: true }),
  EditPackages: kind("Packages", "xlarge"),
  Components: kind("Components", "large"),
  EditComponents: kind("Edit Components", "xxlarge"),
  EditComponentGenerator: kind("Component Generator", "xlarge"),
  Sites: kind("Sites", "medium", single),
  Locales: kind("Locales", "medium"),
  EditSite: kind("Site", "large"),
  ComponentOptionDefinitions: kind("Component Option Definitions", "large", single),
  EditComponentOptionDefinition: kind("Component Option Definition", "large"),
  ComponentOptions: kind("Component Options", "large", single),
  EditComponentOption: kind("Component Option", "large"),
  ComponentTypes: kind("Component Types", "medium", single),
  EditComponentType: kind("Component Type", "large"),
  ComponentPlacements: kind("Component Placements", "medium", single),
  EditComponentPlacement: kind("Component Placement", "large"),
  ComponentPlacementAnalytics: kind("Component Placement Analytics", "xlarge"),
  Account: kind("Account", "large", single),
  AnalyticsDashboard: kind("Recipes Dashboard", "xxxlarge", single),
  AnalyticsActionsDashboard: kind("Actions Dashboard", "xxxlarge", single),
  AnalyticsPromptReport: kind("Prompt Report", "xxxlarge"),
  EditComponent: kind("Component", "xlarge"),
  EditThreeComponent: kind("3D Component", "xxlarge"),
  EditAccountKey: kind("API Key", "medium"),
  EditAccountInvite: kind("Invite User", "medium"),
  EditSettings: kind("Settings", "large", single),
  EditRecipeSettings: kind("Recipe Settings", "large"),
  EditGlobalData: kind("Global Data", "large"),
  EditApplet: kind("Applet", "large"),
  Timezones: kind("Time Zones", "default"),
  Dimensions: kind("Dimensions", "medium", single),
  EditDimension: kind("Dimension", "large"),
  UploadAssets: kind("Upload Assets", "large", single),
  UploadLightmaps: kind("Upload Lightmaps", "large"),
  UploadMasks: kind("Upload Masks", "large"),
  Assets: kind("Assets Library", "xlarge", single),
  AssetImage: kind("Asset", "large"),
  DataImports: kind("Data and Feeds", "large", single),
  DataIntegrations: kind("Integrations", "large", single),
  EditDataImport: kind("Data Import", "xlarge"),
  DataOptimization: kind("Optimize Assets", "xlarge", single),
  EditDataOptimization: kind("Asset Optimization", "xlarge"),
  DataOptimizationProfiles: kind("Optimization Profiles", "large", single),
  EditDataOptimizationProfile: kind("Optimization Profile", "large"),
  Orders: kind("Orders", "xlarge", single),
  EditOrder: kind("Order", "large"),
  EditRecipeOrder: kind("Recipe Order", "large"),
  ModerationSettings: kind("Text Review", "large", single),
  ImageModerationSettings: kind("Image Review", "xlarge", single),
  ModerationSettingsAdvanced: kind("Advanced Text Review", "large", single),
  EditReferenceData: kind("Reference Data", "xlarge"),
  EditTranslationMapping: kind("Translation Mapping", "xlarge"),
  EditReferenceDataTable: kind("Reference Data Table", "xxlarge"),
  PickReferenceDatas: kind("Pick Reference Data", "medium"),
  FindUnmapped: kind("Find Unmapped", "large"),
  TestDataGridQuery: kind("Test Data Grid Query", "xxlarge"),
  Operations: kind("Operation Logs", "large", single),
  Log: kind("Log", "xlarge"),
  EditIntegration: kind("Integration", "large"),
  EditGallery: kind("Gallery", "large"),
  EditGalleryOption: kind("Gallery Option", "medium"),
  BatchOperations: kind("Batch Operations", "large", single),
  BatchTools: kind("Batch Tools", "large", single),
  EditValueHtml: kind("Edit HTML Value", "xlarge"),
  EditValueJson: kind("Edit JSON Value", "xlarge"),
} as const satisfies Record<string, BladeKindInfo>;

export type BladeKind = keyof typeof BLADE_KIND_INFO;

export function isBladeKind(value: string): value is BladeKind {
  return Object.hasOwn(BLADE_KIND_INFO, value);
}

export function bladeKindInfo(kind: BladeKind): BladeKindInfo {
  return BLADE_KIND_INFO[kind];
}
