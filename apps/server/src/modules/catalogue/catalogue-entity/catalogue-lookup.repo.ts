import type { PartCodeSequence } from "@atelier/domain/catalogue/component-type.schema";
import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentOptions } from "../../../db/schema/component-options";
import { componentPlacements } from "../../../db/schema/component-placements";
import { componentTypes } from "../../../db/schema/component-types";

// What other areas read of the catalogue by id: what component generation needs of types and options,
// the options a component was made from, and the names a component rule's description shows (archived items too, so a rule still shows what it
// was saved with). Read through catalogue-lookup.service.ts.

const anyOf = (column: AnyPgColumn, ids: readonly string[]) => sql`${column} = any(${sql.param([...ids])}::text[])`;

/** The part code formats of the company's types among `typeIds`, by type id. */
export async function findTypeFormats(
  db: Db,
  companyId: string,
  typeIds: readonly string[],
): Promise<Map<string, PartCodeSequence[]>> {
  if (typeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: componentTypes.id, partCodeFormat: componentTypes.partCodeFormat })
    .from(componentTypes)
    .where(and(eq(componentTypes.companyId, companyId), anyOf(componentTypes.id, typeIds)));
  return new Map(rows.map((row) => [row.id, row.partCodeFormat]));
}

/** The custom attributes of the company's options among `optionIds`, by option id. */
export async function findOptionAttributes(
  db: Db,
  companyId: string,
  optionIds: readonly string[],
): Promise<Map<string, CustomAttributeList>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: componentOptions.id,
      attributes: sql<CustomAttributeList | null>`${componentOptions.settings} -> 'customAttributesJson'`,
    })
    .from(componentOptions)
    .where(and(eq(componentOptions.companyId, companyId), anyOf(componentOptions.id, optionIds)));
  return new Map(rows.map((row) => [row.id, row.attributes ?? []]));
}

/** Name and code of the company's placements among `ids`, archived ones too. */
export async function findPlacementNames(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { name: string; code: string }>();
  const rows = await db
    .select({ id: componentPlacements.id, name: componentPlacements.name, code: componentPlacements.code })
    .from(componentPlacements)
    .where(and(eq(componentPlacements.companyId, companyId), anyOf(componentPlacements.id, ids)));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** Names of the company's option definitions among `ids`, archived ones too. */
export async function findDefinitionNames(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: componentOptionDefinitions.id, name: componentOptionDefinitions.name })
    .from(componentOptionDefinitions)
    .where(and(eq(componentOptionDefinitions.companyId, companyId), anyOf(componentOptionDefinitions.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Codes of the company's options among `ids`, archived ones too. */
export async function findOptionCodes(db: Db, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: componentOptions.id, code: componentOptions.code })
    .from(componentOptions)
    .where(and(eq(componentOptions.companyId, companyId), anyOf(componentOptions.id, ids)));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The options among `optionIds`, archived ones too: a component keeps the options it was made from. */
export async function listOptionsByIds(db: Db, companyId: string, optionIds: readonly string[]) {
  if (optionIds.length === 0) return [];
  return db
    .select({
      id: componentOptions.id,
      componentOptionDefinitionId: componentOptions.componentOptionDefinitionId,
      code: componentOptions.code,
      name: componentOptions.name,
      settings: componentOptions.settings,
    })
    .from(componentOptions)
    .where(and(eq(componentOptions.companyId, companyId), anyOf(componentOptions.id, optionIds)));
}

export type OptionOfComponentRow = Awaited<ReturnType<typeof listOptionsByIds>>[number];
