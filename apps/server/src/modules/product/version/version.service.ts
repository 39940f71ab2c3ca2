import type {
  Version,
  VersionCreateInput,
  VersionList,
  VersionUpdateInput,
} from "@atelier/domain/product/version.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ProductVersionRow } from "../../../db/schema/product-versions";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { copyRulesWithComponents } from "../component/component.service";
import { copyPackages } from "../package/package.service";
import { requireProductRow } from "../product/product.service";
import { versionAudit } from "../product-scope/product-audit";
import {
  findProductVersion,
  lockProductRow,
  lockVersion,
  recordProductChange,
} from "../product-scope/product-scope.service";
import { checkCodedRules } from "./coded-rules";
import { toVersionDto, toVersionListItemDto, versionContentOf } from "./version.dto";
import { VERSION_MESSAGES } from "./version.messages";
import {
  deactivateOtherVersions,
  deleteVersion,
  insertVersion,
  listActiveVersions,
  listVersions,
  nextVersionCode,
  updateVersionIfEtag,
} from "./version.repo";
import { toStoredContent } from "./version-content";
import { checkVersionReferences } from "./version-references";

/** The versions of the company's product, by code. */
export async function listProductVersions(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  productId: string,
): Promise<VersionList> {
  await requireProductRow(db, actor.companyId, productId);
  return { versions: (await listVersions(db, actor.companyId, productId)).map(toVersionListItemDto) };
}

export async function getProductVersion(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  productId: string,
  versionId: string,
): Promise<Version> {
  const product = await requireProductRow(db, actor.companyId, productId);
  const version = requireFound(await findProductVersion(db, actor.companyId, productId, versionId));
  return toVersionDto(version, product);
}

/**
 * Adds the next version (highest code + 1): empty, or with `parentVersionId` a branch holding a copy
 * of that version's content and packages. Never active.
 */
export async function addProductVersion(
  deps: AppDeps,
  actor: Actor,
  productId: string,
  input: z.output<typeof VersionCreateInput>,
): Promise<Version> {
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    const product = requireFound(await lockProductRow(tx, companyId, productId));
    const parent = input.parentVersionId
      ? await findProductVersion(tx, companyId, productId, input.parentVersionId)
      : null;
    if (parent === undefined) throw AppError.notFound();
    const at = deps.clock();
    const version = await insertVersion(tx, companyId, productId, {
      ...(parent ? { ...versionContentOf(parent), parentVersionId: parent.id } : {}),
      code: await nextVersionCode(tx, companyId, productId),
      createdAt: at,
      updatedAt: at,
    });
    if (parent) {
      // A branch starts as an exact copy: its packages with their rules and generated components.
      const packageIds = await copyPackages(tx, companyId, parent.id, version.id, at);
      await copyRulesWithComponents(tx, companyId, {
        productId,
        versionId: version.id,
        packageIds,
        at,
        by: writtenBy(actor),
      });
    }
    await recordProductChange(tx, actor, productId, at);
    const created = toVersionDto(version, product);
    await recordAudit(
      tx,
      actor,
      at,
      versionAudit({ action: parent ? "branch" : "create", before: null, after: created }),
    );
    return created;
  });
}

/**
 * Saves the version when `etag` is current (412 otherwise, nothing changed). `active: true` is Save &
 * Activate: in the same transaction every other version of the product is deactivated; the product row
 * lock makes concurrent activations take turns, so exactly one stays active. `active: false` deactivates.
 */
export async function updateProductVersion(
  deps: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  productId: string,
  versionId: string,
  input: z.output<typeof VersionUpdateInput>,
): Promise<Version> {
  const { etag, active, ...content } = input;
  checkCodedRules(content.rulesJson);
  const { companyId } = actor;
  await checkVersionReferences(deps.db, companyId, content);
  const stored = toStoredContent(content);
  return deps.db.transaction(async (tx) => {
    const { product, version: current } = await lockVersion(tx, companyId, productId, versionId, etag);
    const at = deps.clock();
    const deactivated = active === true ? await deactivateOtherVersions(tx, companyId, productId, versionId, at) : [];
    const saved = await updateVersionIfEtag(tx, companyId, versionId, etag, {
      ...stored,
      ...(active === undefined ? {} : { active }),
      updatedAt: at,
    });
    if (!saved) throw AppError.staleEtag();
    await recordProductChange(tx, actor, productId, at);
    const after = toVersionDto(saved, product);
    const action = current.active === saved.active ? "update" : saved.active ? "activate" : "deactivate";
    await recordAudit(tx, actor, at, [
      versionAudit({ action, before: toVersionDto(current, product), after }),
      ...deactivated.map((row) =>
        versionAudit({
          action: "deactivate",
          before: toVersionDto({ ...row, active: true }, product),
          after: toVersionDto(row, product),
        }),
      ),
    ]);
    return after;
  });
}

/** Removes a version and its packages when `etag` is current. The active version is refused (409). */
export async function removeProductVersion(
  deps: AppDeps,
  actor: Actor,
  productId: string,
  versionId: string,
  etag: string,
): Promise<void> {
  const { companyId } = actor;
  await deps.db.transaction(async (tx) => {
    const { product, version: current } = await lockVersion(tx, companyId, productId, versionId, etag);
    if (current.active) throw AppError.conflict(VERSION_MESSAGES.activeVersionNotRemovable);
    await deleteVersion(tx, companyId, versionId);
    const at = deps.clock();
    await recordProductChange(tx, actor, productId, at);
    await recordAudit(
      tx,
      actor,
      at,
      versionAudit({ action: "delete", before: toVersionDto(current, product), after: null }),
    );
  });
}

/** The active version of each of the company's products (those without one are missing); exports read them. */
export function activeVersionsOf(
  db: Db,
  companyId: string,
  productIds: readonly string[],
): Promise<ProductVersionRow[]> {
  return listActiveVersions(db, companyId, productIds);
}
