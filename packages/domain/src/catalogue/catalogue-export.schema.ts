import { z } from "zod";
import { ComponentOptionDefinitionExportDocument } from "./component-option-definition.schema";
import { ComponentPlacementExportDocument } from "./component-placement.schema";
import { ComponentTypeExportDocument } from "./component-type.schema";
import { Dimension } from "./dimension.schema";
import { Site } from "./site.schema";

/** The lists of a catalogue export, in the order an import reads them (each names only lists before it). */
export const CATALOGUE_LISTS = [
  "sites",
  "dimensions",
  "componentOptionDefinitions",
  "componentTypes",
  "componentPlacements",
] as const;
export const CatalogueList = z.enum(CATALOGUE_LISTS, {
  error: `A list is one of ${CATALOGUE_LISTS.join(", ")}.`,
});
export type CatalogueList = z.infer<typeof CatalogueList>;

/** `POST catalogue/export`: which lists to fill (every one by default); the others are written empty. */
export const CatalogueExportInput = z.object({
  lists: z
    .array(CatalogueList)
    .min(1, { error: "Choose at least one list." })
    .max(CATALOGUE_LISTS.length * 2)
    .default([...CATALOGUE_LISTS]),
});
export type CatalogueExportInput = z.input<typeof CatalogueExportInput>;

export const CATALOGUE_EXPORT_FORMAT = "atelier.catalogue";
export const CATALOGUE_EXPORT_FORMAT_VERSION = 1;

/**
 * The file of a company's shared catalogue (docs/exports.md): every live site, dimension, option definition,
 * component type and placement, each list ordered by its unique code or name. Option and product exports name
 * these items (by id or site code), so a catalogue file imported first lets them import into another workspace.
 */
export const CatalogueExportDocument = z.object({
  format: z.literal(CATALOGUE_EXPORT_FORMAT),
  formatVersion: z.literal(CATALOGUE_EXPORT_FORMAT_VERSION),
  exportedAt: z.string(),
  sites: z.array(Site),
  dimensions: z.array(Dimension),
  componentOptionDefinitions: ComponentOptionDefinitionExportDocument.shape.componentOptionDefinitions,
  componentTypes: ComponentTypeExportDocument.shape.componentTypes,
  componentPlacements: ComponentPlacementExportDocument.shape.componentPlacements,
});
export type CatalogueExportDocument = z.infer<typeof CatalogueExportDocument>;
