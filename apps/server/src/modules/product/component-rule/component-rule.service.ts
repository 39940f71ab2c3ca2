import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import {
  type ComponentRuleCreateInput,
  type ComponentRuleList,
  type ComponentRuleSaveResult,
  type ComponentRuleUpdateInput,
  GeneratorParameters,
} from "@atelier/domain/product/component-rule.schema";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ComponentRuleRow } from "../../../db/schema/component-generators";
import type { AppDeps } from "../../../deps";
import { assertEtag, requireFound } from "../../../errors/guards";
import {
  definitionNames,
  optionCodes,
  placementNames,
} from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import { generationAudit, generatorAudit } from "../product-scope/product-audit";
import {
  lockPackage,
  type PackagePath,
  recordProductChange,
  requireLivePackage,
} from "../product-scope/product-scope.service";
import { namedIds, toComponentRuleDto } from "./component-rule.dto";
import {
  archiveGenerators,
  findGenerator,
  insertGenerator,
  listGenerators,
  updateGenerator,
} from "./component-rule.repo";
import { deleteComponentsOf } from "./component-rule-components.repo";
import { materialiseComponents } from "./component-rule-materialise";
import { planGeneration } from "./component-rule-plan";

/** The rules as the API answers them, the catalogue names of all read together. */
async function toDtos(db: Db, companyId: string, rows: readonly ComponentRuleRow[]) {
  const ids = rows.map(namedIds);
  const all = (key: keyof (typeof ids)[number]) => [...new Set(ids.flatMap((named) => named[key]))];
  // One after the other: inside a transaction the queries share one connection.
  const placements = await placementNames(db, companyId, all("placements"));
  const definitions = await definitionNames(db, companyId, all("definitions"));
  const options = await optionCodes(db, companyId, all("options"));
  return rows.map((row) => toComponentRuleDto(row, { placements, definitions, options }));
}

async function listDtos(db: Db, companyId: string, packageId: string): Promise<ComponentRuleList> {
  return { generators: await toDtos(db, companyId, await listGenerators(db, companyId, packageId)) };
}

/** A live rule of the package read with `etag`: 404, then 412. */
async function currentGenerator(tx: Db, companyId: string, packageId: string, generatorId: string, etag?: string) {
  const row = requireFound(await findGenerator(tx, companyId, packageId, generatorId));
  assertEtag(row, etag);
  return row;
}

/** The live rules of a package of a version of the company's product, oldest first. */
export async function listComponentRules(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  ids: PackagePath,
): Promise<ComponentRuleList> {
  await requireLivePackage(db, actor.companyId, ids);
  return listDtos(db, actor.companyId, ids.packageId);
}

/** One live rule of a package of the company's version of the product, or 404 (its history is read after it). */
export async function getComponentRule(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  ids: PackagePath & { componentGeneratorId: string },
): Promise<ComponentRuleRow> {
  await requireLivePackage(db, actor.companyId, ids);
  return requireFound(await findGenerator(db, actor.companyId, ids.packageId, ids.componentGeneratorId));
}

type RuleValues = Parameters<typeof updateGenerator>[3];

/** Adds the rule, or updates it when its parameters or count changed; answers its id and whether it was written. */
async function writeRule(
  tx: Db,
  companyId: string,
  ids: PackagePath,
  current: ComponentRuleRow | undefined,
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
export async function saveComponentRule(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  ids: PackagePath & { componentGeneratorId?: string },
  input: ComponentRuleCreateInput | ComponentRuleUpdateInput,
): Promise<ComponentRuleSaveResult> {
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
    const values = { parameters, generated: plan.count, updatedAt: at, updatedBy: writtenBy(actor) };
    const rule = await writeRule(tx, companyId, ids, current, values);
    const { versionId, packageId } = ids;
    const owner = { companyId, versionId, packageId, generatorId: rule.id, placementId: plan.placementId };
    const counts = await materialiseComponents(tx, owner, plan, { stored: current !== undefined, at });
    const generated = counts.added + counts.changed + counts.removed > 0;
    if (rule.written || generated) await recordProductChange(tx, actor, ids.productId, at);
    const list = await listDtos(tx, companyId, packageId);
    const after = requireFound(list.generators.find((item) => item.componentGeneratorId === rule.id));
    const before = current ? requireFound((await toDtos(tx, companyId, [current]))[0]) : null;
    await recordAudit(tx, actor, at, [
      generatorAudit({ action: current ? "update" : "create", before, after }),
      ...(generated ? [generationAudit(after, counts)] : []),
    ]);
    return { componentGeneratorId: rule.id, ...list };
  });
}

/** Archives a rule read with `etag` and deletes its components: 404, then 412. */
export async function archiveComponentRule(
  deps: AppDeps,
  actor: Actor,
  ids: PackagePath & { componentGeneratorId: string },
  etag: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockPackage(tx, actor.companyId, ids);
    const current = await currentGenerator(tx, actor.companyId, ids.packageId, ids.componentGeneratorId, etag);
    const before = requireFound((await toDtos(tx, actor.companyId, [current]))[0]);
    const at = deps.clock();
    await retireGenerators(tx, actor, { generatorId: ids.componentGeneratorId }, at);
    await recordProductChange(tx, actor, ids.productId, at);
    await recordAudit(tx, actor, at, generatorAudit({ action: "archive", before, after: null }));
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
  const archived = await archiveGenerators(tx, actor.companyId, scope, { updatedAt: at, updatedBy: writtenBy(actor) });
  await deleteComponentsOf(tx, actor.companyId, archived);
}
