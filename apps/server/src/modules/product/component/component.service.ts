import {
  COMPONENT_EXPANDS,
  type Component,
  type ComponentList,
  type ComponentListQuery,
  type ComponentUpdateInput,
} from "@atelier/domain/product/component.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { optionsByIds } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { findProductRow } from "../product/product.service";
import { componentAudit } from "../product-scope/product-audit";
import { recordProductChange, requireVersion } from "../product-scope/product-scope.service";
import {
  optionsOfComponent,
  productImagesOf,
  toComponentDto,
  toComponentSummaryDto,
  versionOfComponent,
} from "./component.dto";
import {
  type ComponentWithPlacement,
  countComponents,
  findComponent,
  listComponentSummaries,
  updateComponentIfCurrent,
} from "./component.repo";
import { copyRulesWithComponents as copyRules, type RuleCopyTarget } from "./component-copy.repo";
import { COMPONENT_MESSAGES } from "./component-messages";

type Expand = (typeof COMPONENT_EXPANDS)[number];

/** The parts `expand` names (comma-separated, any case and spacing); an unknown one answers 400. */
export function parseExpand(expand: string): Set<Expand> {
  const names = expand
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== "");
  const known = new Set<string>(COMPONENT_EXPANDS);
  if (names.some((name) => !known.has(name))) throw AppError.field("expand", COMPONENT_MESSAGES.unknownExpand);
  return new Set(names as Expand[]);
}

/** The component of the version, or 404. */
async function componentOrNotFound(db: Db, companyId: string, versionId: string, componentId: string) {
  return requireFound(await findComponent(db, companyId, versionId, componentId));
}

export interface ComponentIds {
  productId: string;
  versionId: string;
  componentId: string;
}

/** `take` components (after the first `skip`) of the version whose code contains the filter (any case), by code, and how many match. */
export async function listComponents(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  productId: string,
  versionId: string,
  query: z.output<typeof ComponentListQuery>,
): Promise<ComponentList> {
  const { companyId } = actor;
  await requireVersion(db, companyId, productId, versionId);
  const filter = { code: query.filter, packageId: query.componentPackageId };
  const [rows, total] = await Promise.all([
    listComponentSummaries(db, companyId, versionId, filter, query),
    countComponents(db, companyId, versionId, filter),
  ]);
  return { components: rows.map(toComponentSummaryDto), total };
}

/** The component with the parts `expand` asks for. */
async function withExpansions(
  db: Db,
  companyId: string,
  version: ProductVersionRow,
  row: ComponentWithPlacement,
  expand: Set<Expand>,
): Promise<Component> {
  const component = toComponentDto(row, version);
  if (expand.has("version") || expand.has("products")) {
    const product = requireFound(await findProductRow(db, companyId, version.productId));
    if (expand.has("version")) component.version = versionOfComponent(version, product, expand.has("imageviews"));
    if (expand.has("products")) component.products = productImagesOf(product);
  }
  if (expand.has("options")) {
    component.componentOptions = optionsOfComponent(row.optionIds, await optionsByIds(db, companyId, row.optionIds));
  }
  return component;
}

export async function getComponent(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  ids: ComponentIds,
  expand: string,
): Promise<Component> {
  const { companyId } = actor;
  const parts = parseExpand(expand);
  const version = await requireVersion(db, companyId, ids.productId, ids.versionId);
  const row = await componentOrNotFound(db, companyId, ids.versionId, ids.componentId);
  return withExpansions(db, companyId, version, row, parts);
}

/**
 * Saves the 'unavailable' flag when the etag is current (412 otherwise). A change moves the product's
 * last update, as any change to one of its versions does; saving the flag as it is writes nothing.
 */
export async function updateComponent(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  ids: ComponentIds,
  input: z.output<typeof ComponentUpdateInput>,
  expand: string,
): Promise<Component> {
  const parts = parseExpand(expand);
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    const version = await requireVersion(tx, companyId, ids.productId, ids.versionId);
    const current = await componentOrNotFound(tx, companyId, ids.versionId, ids.componentId);
    assertEtag(current, input.etag);
    const at = deps.clock();
    const before = toComponentDto(current, version);
    // Saving the flag as it is writes nothing, and its (empty) update records no entry.
    let row = current;
    if (current.unavailable !== input.unavailable) {
      const updated = await updateComponentIfCurrent(tx, companyId, current.id, input.etag, {
        unavailable: input.unavailable,
        updatedAt: at,
      });
      row = { ...requireWritten(updated), placement: current.placement };
      await recordProductChange(tx, actor, ids.productId, at);
    }
    await recordAudit(tx, actor, at, componentAudit({ action: "update", before, after: toComponentDto(row, version) }));
    return withExpansions(tx, companyId, version, row, parts);
  });
}

/**
 * Copies the live component rules of the packages to their copies with their components (branch and
 * clone of a version), inside the caller's transaction: see component-copy.repo.ts.
 */
export function copyRulesWithComponents(tx: Db, companyId: string, target: RuleCopyTarget): Promise<void> {
  return copyRules(tx, companyId, target);
}
