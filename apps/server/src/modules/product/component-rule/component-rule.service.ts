import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import {
  type ComponentGeneratorCreateInput,
  type ComponentGeneratorList,
  type ComponentGeneratorSaveResult,
  type ComponentGeneratorUpdateInput,
  GeneratorParameters,
} from "@atelier/domain/product/component-rule.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ComponentGeneratorRow } from "../../../db/schema/component-generators";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../http/app-error";
import { listPackages } from "../package/package.repo";
import { lockVersion } from "../version/locked-version";
import { changedBy, recordProductChange } from "../version/product-change";
import { findVersion } from "../version/version.repo";
import { namedIds, toComponentGeneratorDto } from "./component-rule.dto";
import {
  archiveGenerators,
  findGenerator,
  insertGenerator,
  listGenerators,
  updateGenerator,
} from "./component-rule.repo";
import { findDefinitionNames, findOptionCodes, findPlacementNames } from "./component-rule-catalogue.repo";
import { deleteComponentsOf } from "./component-rule-components.repo";
import { materialiseComponents } from "./component-rule-materialise";
import { planGeneration } from "./component-rule-plan";

/** Where a package's rules live. */
export interface PackageIds {
  productId: string;
  versionId: string;
  packageId: string;
}

/** The rules as the API answers them, the catalogue names of all read together. */
async function toDtos(db: Db, companyId: string, rows: readonly ComponentGeneratorRow[]) {
  const ids = rows.map(namedIds);
  const all = (key: keyof (typeof ids)[number]) => [...new Set(ids.flatMap((named) => named[key]))];
  // One after the other: inside a transaction the queries share one connection.
  const placements = await findPlacementNames(db, companyId, all("placements"));
  const definitions = await findDefinitionNames(db, companyId, all("definitions"));
  const options = await findOptionCodes(db, companyId, all("options"));
  return rows.map((row) => toComponentGeneratorDto(row, { placements, definitions, options }));
}

async function listDtos(db: Db, companyId: string, packageId: string): Promise<ComponentGeneratorList> {
  return { generators: await toDtos(db, companyId, await listGenerators(db, companyId, packageId)) };
}

/** 404 unless the package is a live package of the version. */
async function checkPackage(db: Db, companyId: string, versionId: string, packageId: string): Promise<void> {
  const packages = await listPackages(db, companyId, [versionId], { archived: false });
  if (!packages.some((row) => row.id === packageId)) throw AppError.notFound();
}

/** Locks the product, then reads the package (404 when any of them is not the company's or is archived). */
async function lockPackage(tx: Db, companyId: string, ids: PackageIds): Promise<void> {
  await lockVersion(tx, companyId, ids.productId, ids.versionId);
  await checkPackage(tx, companyId, ids.versionId, ids.packageId);
}

/** A live rule of the package read with `etag`: 404, then 412. */
async function currentGenerator(tx: Db, companyId: string, packageId: string, generatorId: string, etag?: string) {
  const row = await findGenerator(tx, companyId, packageId, generatorId);
  if (!row) throw AppError.notFound();
  if (row.etag !== etag) throw new AppError(412, MESSAGES.staleEtag);
  return row;
}

/** The live rules of a package of a version of the company's product, oldest first. */
export async function listComponentGenerators(
  db: Db,
  companyId: string,
  ids: PackageIds,
): Promise<ComponentGeneratorList> {
  if (!(await findVersion(db, companyId, ids.productId, ids.versionId))) throw AppError.notFound();
  await checkPackage(db, companyId, ids.versionId, ids.packageId);
  return listDtos(db, companyId, ids.packageId);
}

type RuleValues = Parameters<typeof updateGenerator>[3];

/** Adds the rule, or updates it when its parameters or count changed; answers its id and whether it was written. */
async function writeRule(
  tx: Db,
  companyId: string,
  ids: PackageIds,
  current: ComponentGeneratorRow | undefined,
  values: RuleValues,
): Promise<{ id: string; written: boolean }> {
  if (!current) {
    const id = randomUUID();
    const { productId, versionId, packageId } = ids;
    await insertGenerator(tx, {
      id,
      companyId,
      productId,
      versionId,
      packageId,
      ...values,
      createdAt: values.updatedAt,
    });
    return { id, written: true };
  }
  const written = !isDeepStrictEqual(current.parameters, values.parameters) || current.generated !== values.generated;
  if (written) await updateGenerator(tx, companyId, current.id, values);
  return { id: current.id, written };
}

/**
 * Adds a rule (no `componentGeneratorId`) or updates one (with its etag), and makes the rule's stored
 * components the ones it generates, in one transaction: only new combinations are inserted, dropped
 * ones deleted and changed codes rewritten. Saving a rule unchanged writes nothing and keeps its etag.
 * Answers 404, then 412, then 400 (see planGeneration).
 */
export async function saveComponentGenerator(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  ids: PackageIds & { componentGeneratorId?: string },
  input: ComponentGeneratorCreateInput | ComponentGeneratorUpdateInput,
): Promise<ComponentGeneratorSaveResult> {
  const { companyId } = actor;
  const parameters = GeneratorParameters.parse(input.parameters);
  const etag = "etag" in input ? input.etag : undefined;
  return deps.db.transaction(async (tx) => {
    await lockPackage(tx, companyId, ids);
    const current =
      ids.componentGeneratorId === undefined
        ? undefined
        : await currentGenerator(tx, companyId, ids.packageId, ids.componentGeneratorId, etag);
    const plan = await planGeneration(tx, companyId, parameters);
    const at = deps.clock();
    const values = { parameters, generated: plan.count, updatedAt: at, updatedBy: changedBy(actor) };
    const rule = await writeRule(tx, companyId, ids, current, values);
    const { versionId, packageId } = ids;
    const owner = { companyId, versionId, packageId, generatorId: rule.id, placementId: plan.placementId };
    const changed = await materialiseComponents(tx, owner, plan, { stored: current !== undefined, at });
    if (rule.written || changed) await recordProductChange(tx, actor, ids.productId, at);
    return { componentGeneratorId: rule.id, ...(await listDtos(tx, companyId, packageId)) };
  });
}

/** Archives a rule read with `etag` and deletes its components: 404, then 412. */
export async function archiveComponentGenerator(
  deps: AppDeps,
  actor: Actor,
  ids: PackageIds & { componentGeneratorId: string },
  etag: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockPackage(tx, actor.companyId, ids);
    await currentGenerator(tx, actor.companyId, ids.packageId, ids.componentGeneratorId, etag);
    const at = deps.clock();
    await retireGenerators(tx, actor, { generatorId: ids.componentGeneratorId }, at);
    await recordProductChange(tx, actor, ids.productId, at);
  });
}

/**
 * Archives the live rules of `scope` (one rule, or every rule of packages being archived) and deletes
 * their components, inside the caller's transaction.
 */
export async function retireGenerators(
  tx: Db,
  actor: Actor,
  scope: Parameters<typeof archiveGenerators>[2],
  at: Date,
): Promise<void> {
  const archived = await archiveGenerators(tx, actor.companyId, scope, { updatedAt: at, updatedBy: changedBy(actor) });
  await deleteComponentsOf(tx, actor.companyId, archived);
}
