import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { ComponentPackageList, ComponentPackagesUpdateInput } from "@atelier/domain/product/package.schema";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound } from "../../../errors/guards";
import { retireGenerators } from "../component-rule/component-rule.service";
import { packageAudit } from "../product-scope/product-audit";
import {
  lockVersion,
  recordProductChange,
  requireLivePackage,
  requireVersion,
} from "../product-scope/product-scope.service";
import { packageContentOf, toComponentPackageDto } from "./package.dto";
import { PACKAGE_MESSAGES } from "./package.messages";
import { insertPackages, type ListedPackageRow, listPackages, type PackageValues, updatePackage } from "./package.repo";

type SaveInput = z.output<typeof ComponentPackagesUpdateInput>;
type PackageInput = SaveInput["componentPackages"][number];

const shown = (rows: readonly ListedPackageRow[]) => rows.filter((row) => !row.archived).map(toComponentPackageDto);

/** A package as its audit entries show it: its DTO without the rule count, which other writes change. */
function audited(row: ListedPackageRow) {
  const { componentGeneratorsCount: _count, ...dto } = toComponentPackageDto(row);
  return dto;
}

/**
 * The audit writes of a save: each package added, changed or archived, read before and after. A package
 * only moved has no field a reader sees change, so its update records nothing.
 */
function packageWrites(
  ids: { productId: string; versionId: string },
  before: ReadonlyMap<string, ListedPackageRow>,
  after: readonly ListedPackageRow[],
  written: ReadonlySet<string>,
): AuditWrite[] {
  return after
    .filter((row) => written.has(row.id))
    .map((row) => {
      const old = before.get(row.id);
      const action = old === undefined ? "create" : row.archived && !old.archived ? "archive" : "update";
      return packageAudit(ids, { action, before: old ? audited(old) : null, after: audited(row) });
    });
}

/** The non-archived packages of a version of the company's product, in screen order. */
export async function getPackages(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  productId: string,
  versionId: string,
): Promise<ComponentPackageList> {
  const { companyId } = actor;
  await requireVersion(db, companyId, productId, versionId);
  return { componentPackages: shown(await listPackages(db, companyId, [versionId], { archived: false })) };
}

/** 404 unless the package is a live package of the company's version of the product. */
export function requirePackage(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  ids: { productId: string; versionId: string; packageId: string },
): Promise<void> {
  return requireLivePackage(db, actor.companyId, ids);
}

/**
 * Copies the non-archived packages of one version to another (branch and clone), keeping their order.
 * Answers each copied package's new id by its old one.
 */
export async function copyPackages(
  tx: Db,
  companyId: string,
  fromVersionId: string,
  toVersionId: string,
  at: Date,
): Promise<Map<string, string>> {
  const rows = await listPackages(tx, companyId, [fromVersionId], { archived: false });
  const newIds = new Map<string, string>();
  const copies = rows.map((row, position) => {
    const id = randomUUID();
    newIds.set(row.id, id);
    return { ...packageContentOf(row), id, position, createdAt: at, updatedAt: at };
  });
  await insertPackages(tx, companyId, toVersionId, copies);
  return newIds;
}

/** A package sent twice in one save is refused: its message goes on the second one. */
function refuseDuplicates(items: readonly PackageInput[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = item.componentPackageId ? `id:${item.componentPackageId}` : `tmp:${item.temporaryId}`;
    if (seen.has(key)) {
      const field = item.componentPackageId ? "componentPackageId" : "temporaryId";
      throw AppError.invalid({ [`componentPackages.${index}.${field}`]: [PACKAGE_MESSAGES.duplicatePackage] });
    }
    seen.add(key);
  });
}

/**
 * Saves every package of the Packages screen at once, in the order sent. New ones (temporary id) are
 * added and their ids answered in `savedIds`; saved ones must carry their current etag, or nothing is
 * saved (412). A package whose content and place are unchanged is not written, so its etag stays.
 * Archiving a package archives its component rules and deletes their components.
 */
export async function savePackages(
  deps: AppDeps,
  actor: Actor,
  productId: string,
  versionId: string,
  input: SaveInput,
): Promise<ComponentPackageList> {
  refuseDuplicates(input.componentPackages);
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    await lockVersion(tx, companyId, productId, versionId);
    const existing = new Map(
      (await listPackages(tx, companyId, [versionId], { archived: true })).map((row) => [row.id, row]),
    );
    const at = deps.clock();
    const added: (PackageValues & { id: string; createdAt: Date })[] = [];
    const savedIds: { temporaryId: string; componentPackageId: string }[] = [];
    const archivedIds: string[] = [];
    const written = new Set<string>();
    let changed = false;
    for (const [position, item] of input.componentPackages.entries()) {
      const values = { ...packageContentOf(item), position, updatedAt: at };
      if (item.componentPackageId === undefined) {
        // A new package removed before it was ever saved leaves nothing to keep.
        if (item.archived || item.temporaryId === undefined) continue;
        const id = randomUUID();
        added.push({ ...values, id, createdAt: at });
        written.add(id);
        savedIds.push({ temporaryId: item.temporaryId, componentPackageId: id });
        continue;
      }
      const row = requireFound(existing.get(item.componentPackageId));
      assertEtag(row, item.etag);
      if (
        isDeepStrictEqual({ ...packageContentOf(row), position: row.position }, { ...packageContentOf(item), position })
      )
        continue;
      await updatePackage(tx, companyId, row.id, values);
      written.add(row.id);
      if (item.archived && !row.archived) archivedIds.push(row.id);
      changed = true;
    }
    await retireGenerators(tx, actor, { packageIds: archivedIds }, at);
    await insertPackages(tx, companyId, versionId, added);
    if (changed || added.length > 0) await recordProductChange(tx, actor, productId, at);
    const saved = await listPackages(tx, companyId, [versionId], { archived: true });
    await recordAudit(tx, actor, at, packageWrites({ productId, versionId }, existing, saved, written));
    return { componentPackages: shown(saved), savedIds };
  });
}

/** The live packages of the company's versions, in screen order (exports read them). */
export function listLivePackages(
  db: Db,
  companyId: string,
  versionIds: readonly string[],
): Promise<ListedPackageRow[]> {
  return listPackages(db, companyId, versionIds, { archived: false });
}
