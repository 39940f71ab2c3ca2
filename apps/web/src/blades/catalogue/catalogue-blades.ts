import { bladeKind } from "../../app/workspace/blade-kind";

/** The catalogue area's blade kinds (spec part 2): sites, locales, the metadata and its guide. */
export const CATALOGUE_BLADES = {
  MetadataGuide: bladeKind("A Hitchhicker's Guide to Metadata", { size: "large", singleton: true, outline: true }),
  Sites: bladeKind("Sites", { size: "medium", singleton: true }),
  EditSite: bladeKind("Site", { size: "large" }),
  Locales: bladeKind("Locales", { size: "medium" }),
  Timezones: bladeKind("Time Zones"),
  Dimensions: bladeKind("Dimensions", { size: "medium", singleton: true }),
  EditDimension: bladeKind("Dimension", { size: "large" }),
  ComponentOptionDefinitions: bladeKind("Component Option Definitions", { size: "large", singleton: true }),
  EditComponentOptionDefinition: bladeKind("Component Option Definition", { size: "large" }),
  ComponentOptions: bladeKind("Component Options", { size: "large", singleton: true }),
  EditComponentOption: bladeKind("Component Option", { size: "large" }),
  ComponentTypes: bladeKind("Component Types", { size: "medium", singleton: true }),
  EditComponentType: bladeKind("Component Type", { size: "large" }),
  ComponentPlacements: bladeKind("Component Placements", { size: "medium", singleton: true }),
  EditComponentPlacement: bladeKind("Component Placement", { size: "large" }),
  ComponentPlacementAnalytics: bladeKind("Component Placement Analytics", { size: "xlarge" }),
};

export type CatalogueBladeKind = keyof typeof CATALOGUE_BLADES;
