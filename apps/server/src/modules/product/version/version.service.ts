import type {
  Version,
  VersionCreateInput,
  VersionList,
  VersionUpdateInput,
} from "@atelier/domain/product/version.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../http/app-error";
import { copyRulesWithComponents } from "../component/component-copy.repo";
import { copyPackages } from "../package/package.service";
import { findProduct } from "../product/product.repo";
import { checkCodedRules } from "./coded-rules";
import { lockVersion } from "./locked-version";
import { changedBy, recordProductChange } from "./product-change";
import { toVersionDto, toVersionListItemDto, versionContentOf } from "./version.dto";
import { VERSION_MESSAGES } from "./version.messages";
import {
  deactivateOtherVersions,
  deleteVersion,
  findVersion,
  insertVersion,
  listVersions,
  lockProduct,
  nextVersionCode,
  updateVersionIfEtag,
} from "./version.repo";
import { toStoredContent } from "./version-content";

/** The versions of the company's product, by code. */
export async function listProductVersions(db: Db, companyId: string, productId: string): Promise<VersionList> {
  if (!(await findProduct(db, companyId, productId))) throw AppError.notFound();
  return { versions: (await listVersions(db, companyId, productId)).map(toVersionListItemDto) };
}

export async function getProductVersion(
  db: Db,
  companyId: string,
  productId: string,
  versionId: string,
): Promise<Version> {
  const product = await findProduct(db, companyId, productId);
  const version = product && (await findVersion(db, companyId, productId, versionId));
  if (!product || !version) throw AppError.notFound();
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
    const product = await lockProduct(tx, companyId, productId);
    if (!product) throw AppError.notFound();
    const parent = input.parentVersionId ? await findVersion(tx, companyId, productId, input.parentVersionId) : null;
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
        by: changedBy(actor),
      });
    }
    await recordProductChange(tx, actor, productId, at);
    return toVersionDto(version, product);
  });
}

/**
 * Saves the version when `etag` is current (412 otherwise, nothing changed). `active: true` is Save &
 * Activate: in the same transaction every other version of the product is deactivated; the product row
 * lock makes concurrent activations take turns, so exactly one stays active. `active: false` deactivates.
 */
export async function updateProductVersion(
  deps: AppDeps,
  actor: Actor,
  productId: string,
  versionId: string,
  input: z.output<typeof VersionUpdateInput>,
): Promise<Version> {
  const { etag, active, ...content } = input;
  checkCodedRules(content.rulesJson);
  const stored = toStoredContent(content);
  const { companyId } = actor;
  return deps.db.transaction(async (tx) => {
    const { product } = await lockVersion(tx, companyId, productId, versionId, etag);
    const at = deps.clock();
    if (active === true) await deactivateOtherVersions(tx, companyId, productId, versionId, at);
    const saved = await updateVersionIfEtag(tx, companyId, versionId, etag, {
      ...stored,
      ...(active === undefined ? {} : { active }),
      updatedAt: at,
    });
    if (!saved) throw new AppError(412, MESSAGES.staleEtag);
    await recordProductChange(tx, actor, productId, at);
    return toVersionDto(saved, product);
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
    const { version: current } = await lockVersion(tx, companyId, productId, versionId, etag);
    if (current.active) throw new AppError(409, VERSION_MESSAGES.activeVersionNotRemovable);
    await deleteVersion(tx, companyId, versionId);
    await recordProductChange(tx, actor, productId, deps.clock());
  });
}
