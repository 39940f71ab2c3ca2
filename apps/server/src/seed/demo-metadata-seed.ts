import { randomUUID } from "node:crypto";
import { ComponentOptionFields } from "@atelier/domain/catalogue/component-option.schema";
import { ComponentOptionDefinitionFields } from "@atelier/domain/catalogue/component-option-definition.schema";
import { ComponentPlacementFields } from "@atelier/domain/catalogue/component-placement.schema";
import { ComponentTypeFields, type PartCodeSequence } from "@atelier/domain/catalogue/component-type.schema";
import { DimensionFields } from "@atelier/domain/catalogue/dimension.schema";
import { SiteFields } from "@atelier/domain/catalogue/site.schema";
import type { Actor } from "../auth/actor";
import type { CatalogueDeps } from "../modules/catalogue/catalogue-entity/catalogue-entity.service";
import { findOptionsByCodes } from "../modules/catalogue/component-option/component-option.repo";
import { createOption } from "../modules/catalogue/component-option/component-option.service";
import { componentOptionDefinitionStore } from "../modules/catalogue/component-option-definition/component-option-definition.repo";
import { componentOptionDefinitionService } from "../modules/catalogue/component-option-definition/component-option-definition.service";
import { componentPlacementStore } from "../modules/catalogue/component-placement/component-placement.repo";
import { componentPlacementService } from "../modules/catalogue/component-placement/component-placement.service";
import { componentTypeStore } from "../modules/catalogue/component-type/component-type.repo";
import { componentTypeService } from "../modules/catalogue/component-type/component-type.service";
import { dimensionStore } from "../modules/catalogue/dimension/dimension.repo";
import { dimensionService } from "../modules/catalogue/dimension/dimension.service";
import { siteStore } from "../modules/catalogue/site/site.repo";
import { siteService } from "../modules/catalogue/site/site.service";
import {
  attributesOf,
  DEMO_DEFINITIONS,
  DEMO_DIMENSIONS,
  DEMO_PLACEMENTS,
  DEMO_SITES,
  DEMO_TYPES,
  type DemoDefinition,
} from "./demo-metadata";

/** The ids of the demo catalogue's definitions (by name), options and placements (by code). */
export interface DemoMetadataIds {
  definitions: Map<string, string>;
  options: Map<string, string>;
  placements: Map<string, string>;
}

/** The id of the live row `found` answers, else of the row `create` adds: a second run adds nothing. */
async function ensure(found: Promise<{ id: string }[]>, create: () => Promise<string>): Promise<string> {
  return (await found)[0]?.id ?? create();
}

const idOf = (ids: Map<string, string>, key: string): string => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo catalogue: no ${key}`);
  return id;
};

async function seedOptions(deps: CatalogueDeps, actor: Actor, definition: DemoDefinition, definitionId: string) {
  const { db } = deps;
  const codes = definition.options.map((option) => option.code);
  const ids = new Map((await findOptionsByCodes(db, actor.companyId, codes)).map((row) => [row.code, row.id]));
  for (const [position, option] of definition.options.entries()) {
    if (ids.has(option.code)) continue;
    const fields = ComponentOptionFields.parse({
      componentOptionDefinitionId: definitionId,
      code: option.code,
      name: option.name,
      tags: option.tags ?? [],
      explicitOrder: position + 1,
      customAttributesJson: attributesOf({ ...definition.attributes, ...option.attributes }),
      assetsJson: (option.assets ?? []).map((asset) => ({ id: randomUUID(), frame: null, asset, type: "Asset" })),
    });
    ids.set(option.code, (await createOption(deps, actor, fields)).componentOptionId);
  }
  return ids;
}

/** The part code of a type: its definitions' option codes joined by '-'. */
function partCodeOf(definitionIds: readonly string[]): PartCodeSequence[] {
  return definitionIds.flatMap((targetId, index) => [
    ...(index === 0 ? [] : [{ id: randomUUID(), type: "static" as const, text: "-" }]),
    { id: randomUUID(), type: "code" as const, targetId },
  ]);
}

/**
 * Adds the demo catalogue's definitions and their options, types, placements, sites and dimensions
 * that the company lacks (matched by name or code), through the same services as the API, so they are
 * as valid as anything an editor adds. Rows already there are left as they are.
 */
export async function seedDemoMetadata(deps: CatalogueDeps, actor: Actor): Promise<DemoMetadataIds> {
  const { db } = deps;
  const companyId = actor.companyId;
  const definitions = new Map<string, string>();
  const options = new Map<string, string>();
  for (const definition of DEMO_DEFINITIONS) {
    const id = await ensure(componentOptionDefinitionStore.findByUnique(db, companyId, [definition.name]), async () => {
      const fields = ComponentOptionDefinitionFields.parse({
        name: definition.name,
        description: definition.description,
        inventoryType: definition.inventoryType,
        tags: definition.tags,
        customAttributesJson: attributesOf(definition.attributes),
      });
      return (await componentOptionDefinitionService.create(deps, actor, fields)).componentOptionDefinitionId;
    });
    definitions.set(definition.name, id);
    for (const [code, optionId] of await seedOptions(deps, actor, definition, id)) options.set(code, optionId);
  }

  const types = new Map<string, string>();
  for (const type of DEMO_TYPES) {
    const definitionIds = type.definitions.map((name) => idOf(definitions, name));
    const id = await ensure(componentTypeStore.findByUnique(db, companyId, [type.name]), async () => {
      const fields = ComponentTypeFields.parse({
        name: type.name,
        description: type.description,
        tags: type.tags,
        componentOptionDefinitions: definitionIds.map((componentOptionDefinitionId) => ({
          componentOptionDefinitionId,
        })),
        partCodeFormat: partCodeOf(definitionIds),
      });
      return (await componentTypeService.create(deps, actor, fields)).componentTypeId;
    });
    types.set(type.name, id);
  }

  const placements = new Map<string, string>();
  for (const placement of DEMO_PLACEMENTS) {
    const id = await ensure(componentPlacementStore.findByUnique(db, companyId, [placement.code]), async () => {
      const { types: links, ...fields } = placement;
      const parsed = ComponentPlacementFields.parse({
        ...fields,
        componentTypes: links.map((link) => ({
          componentTypeId: idOf(types, link.type),
          codePrefix: link.codePrefix,
          optional: link.optional ?? false,
        })),
      });
      return (await componentPlacementService.create(deps, actor, parsed)).componentPlacementId;
    });
    placements.set(placement.code, id);
  }

  for (const site of DEMO_SITES) {
    await ensure(siteStore.findByUnique(db, companyId, [site.code]), async () => {
      return (await siteService.create(deps, actor, SiteFields.parse(site))).siteId;
    });
  }
  for (const dimension of DEMO_DIMENSIONS) {
    await ensure(dimensionStore.findByUnique(db, companyId, [dimension.code]), async () => {
      return (await dimensionService.create(deps, actor, DimensionFields.parse(dimension))).dimensionId;
    });
  }
  return { definitions, options, placements };
}
