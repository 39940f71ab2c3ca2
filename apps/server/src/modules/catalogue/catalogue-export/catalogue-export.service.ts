import {
  CATALOGUE_EXPORT_FORMAT,
  CATALOGUE_EXPORT_FORMAT_VERSION,
  type CatalogueExportDocument,
  type CatalogueList,
} from "@atelier/domain/catalogue/catalogue-export.schema";
import type { Actor } from "../../../auth/actor";
import type { CatalogueDeps } from "../catalogue-entity/catalogue-entity.service";
import { componentOptionDefinitionService } from "../component-option-definition/component-option-definition.service";
import { componentPlacementService } from "../component-placement/component-placement.service";
import { componentTypeService } from "../component-type/component-type.service";
import { dimensionService } from "../dimension/dimension.service";
import { siteService } from "../site/site.service";

/** The items ordered by their unique code or name, character by character, so every workspace writes one order. */
function byKey<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/**
 * `POST catalogue/export`: the company's live sites, dimensions, option definitions, component types and
 * placements, as their GET calls answer them, each list ordered by its unique code or name; a list not
 * chosen is written empty (docs/exports.md, "Catalogue export files").
 */
export async function exportCatalogue(
  deps: CatalogueDeps,
  actor: Actor,
  lists: readonly CatalogueList[],
): Promise<CatalogueExportDocument> {
  const chosen = new Set(lists);
  const listed = async <T>(list: CatalogueList, read: () => Promise<T[]>, keyOf: (item: T) => string) =>
    chosen.has(list) ? byKey(await read(), keyOf) : [];
  return {
    format: CATALOGUE_EXPORT_FORMAT,
    formatVersion: CATALOGUE_EXPORT_FORMAT_VERSION,
    exportedAt: deps.clock().toISOString(),
    sites: await listed(
      "sites",
      () => siteService.list(deps, actor),
      (site) => site.code,
    ),
    dimensions: await listed(
      "dimensions",
      () => dimensionService.list(deps, actor),
      (dimension) => dimension.code,
    ),
    componentOptionDefinitions: await listed(
      "componentOptionDefinitions",
      () => componentOptionDefinitionService.list(deps, actor),
      (definition) => definition.name,
    ),
    componentTypes: await listed(
      "componentTypes",
      () => componentTypeService.list(deps, actor),
      (type) => type.name,
    ),
    componentPlacements: await listed(
      "componentPlacements",
      () => componentPlacementService.list(deps, actor),
      (placement) => placement.code,
    ),
  };
}
