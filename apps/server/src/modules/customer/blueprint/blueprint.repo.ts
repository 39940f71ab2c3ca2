import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { companies } from "../../../db/schema/companies";
import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { componentOptions } from "../../../db/schema/component-options";
import { componentPackages } from "../../../db/schema/component-packages";
import { componentPlacements, componentPlacementTypes } from "../../../db/schema/component-placements";
import { components } from "../../../db/schema/components";
import { productVersions } from "../../../db/schema/product-versions";
import { products } from "../../../db/schema/products";

/** What a blueprint is compiled from; every statement is scoped to the company. */

export async function findProductByStyleCode(db: Db, companyId: string, styleCode: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.styleCode, styleCode)));
  return row;
}

/** The version of `code`, or the active version when `code` is null. */
export async function findVersion(db: Db, companyId: string, productId: string, code: number | null) {
  const [row] = await db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.companyId, companyId),
        eq(productVersions.productId, productId),
        code === null ? eq(productVersions.active, true) : eq(productVersions.code, code),
      ),
    );
  return row;
}

/** The rules of the active versions of the mixins (parent products) named, with their style codes. */
export async function readMixinRules(db: Db, companyId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ styleCode: products.styleCode, rules: productVersions.rulesJson })
    .from(productVersions)
    .innerJoin(products, eq(products.id, productVersions.productId))
    .where(
      and(
        eq(productVersions.companyId, companyId),
        eq(products.companyId, companyId),
        eq(productVersions.active, true),
        inArray(productVersions.productId, [...productIds]),
      ),
    );
}

export async function readPackages(db: Db, companyId: string, versionId: string) {
  return db
    .select({
      id: componentPackages.id,
      name: componentPackages.name,
      basePriceJson: componentPackages.basePriceJson,
      packagePriceJson: componentPackages.packagePriceJson,
    })
    .from(componentPackages)
    .where(
      and(
        eq(componentPackages.companyId, companyId),
        eq(componentPackages.versionId, versionId),
        eq(componentPackages.archived, false),
      ),
    )
    .orderBy(asc(componentPackages.position), asc(componentPackages.id));
}
export type BlueprintPackageRow = Awaited<ReturnType<typeof readPackages>>[number];

/** The version's components in natural code order (the order of the version's code index). */
export async function readComponents(db: Db, companyId: string, versionId: string) {
  return db
    .select({
      id: components.id,
      packageId: components.packageId,
      placementId: components.placementId,
      optionIds: components.optionIds,
      code: components.code,
      placementIndependentCode: components.placementIndependentCode,
      unavailable: components.unavailable,
    })
    .from(components)
    .where(and(eq(components.companyId, companyId), eq(components.versionId, versionId)))
    .orderBy(asc(sql`${components.codeSortKey} collate "C"`), asc(sql`${components.code} collate "C"`));
}
export type BlueprintComponentRow = Awaited<ReturnType<typeof readComponents>>[number];

/** Every option the version's components are made of, with its definition's name. */
export async function readOptions(db: Db, companyId: string, versionId: string) {
  const used = sql`(SELECT DISTINCT unnest(${components.optionIds}) FROM ${components}
    WHERE ${components.companyId} = ${companyId} AND ${components.versionId} = ${versionId})`;
  return db
    .select({
      id: componentOptions.id,
      code: componentOptions.code,
      name: componentOptions.name,
      description: componentOptions.description,
      tags: componentOptions.tags,
      inactive: componentOptions.inactive,
      settings: componentOptions.settings,
      definitionName: componentOptionDefinitions.name,
    })
    .from(componentOptions)
    .leftJoin(
      componentOptionDefinitions,
      and(
        eq(componentOptionDefinitions.id, componentOptions.componentOptionDefinitionId),
        eq(componentOptionDefinitions.companyId, companyId),
      ),
    )
    .where(and(eq(componentOptions.companyId, companyId), sql`${componentOptions.id} IN ${used}`));
}
export type BlueprintOptionRow = Awaited<ReturnType<typeof readOptions>>[number];

/** The placements named, each optional when none of its types is required (a placement without types is optional). */
export async function readPlacements(db: Db, companyId: string, placementIds: readonly string[]) {
  if (placementIds.length === 0) return [];
  return db
    .select({
      id: componentPlacements.id,
      code: componentPlacements.code,
      name: componentPlacements.name,
      usage: componentPlacements.usage,
      componentTags: componentPlacements.componentTags,
      customAttributesJson: componentPlacements.customAttributesJson,
      optional: sql<boolean>`coalesce(bool_and(${componentPlacementTypes.optional}), true)`,
    })
    .from(componentPlacements)
    .leftJoin(
      componentPlacementTypes,
      and(
        eq(componentPlacementTypes.componentPlacementId, componentPlacements.id),
        eq(componentPlacementTypes.companyId, companyId),
      ),
    )
    .where(
      and(
        eq(componentPlacements.companyId, companyId),
        eq(componentPlacements.archived, false),
        inArray(componentPlacements.id, [...placementIds]),
      ),
    )
    .groupBy(componentPlacements.id);
}
export type BlueprintPlacementRow = Awaited<ReturnType<typeof readPlacements>>[number];

export async function readAssetsRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ revision: companies.assetsRevision })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.revision ?? 0;
}
