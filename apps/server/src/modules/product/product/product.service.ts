import type { Product, ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { canChangeStatus, statusChangeRefusedMessage } from "@atelier/domain/product/product-workflow";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { ProductRow } from "../../../db/schema/products";
import type { AppDeps } from "../../../deps";
import { AppError, assertNoFieldErrors } from "../../../errors/app-error";
import { keepingUnique } from "../../../errors/database-errors";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { siteReferenceErrors } from "../../catalogue/site/site.service";
import { referenceDataNamesOf } from "../../data/reference-data/reference-data-names";
import { productAudit } from "../product-scope/product-audit";
import { linkedProductIds, linkedReferenceDataIds, toProductDto } from "./product.dto";
import {
  findProduct,
  findProductByStyleCode,
  findProductNames,
  insertProduct,
  listProductAttributeLists,
  updateProductIfCurrent,
} from "./product.repo";
import { PRODUCT_MESSAGES } from "./product-messages";
import { type ProductFieldValues, toProductWriteValues } from "./product-settings";

type UpdateValues = z.output<typeof ProductUpdateInput>;
type Deps = Pick<AppDeps, "db" | "clock">;

const styleCodeTaken = () => AppError.conflict(MESSAGES.styleCodeTaken, "styleCode");

async function toDto(db: Db, companyId: string, row: ProductRow): Promise<Product> {
  return toProductDto(row, await linkedNames(db, companyId, [row]));
}

/** The names of the products and reference data the given products link to, by id. */
export async function linkedNames(
  db: Db,
  companyId: string,
  rows: readonly ProductRow[],
): Promise<Map<string, string>> {
  const products = await findProductNames(db, companyId, [...new Set(rows.flatMap(linkedProductIds))]);
  const references = await referenceDataNamesOf(db, companyId, rows.flatMap(linkedReferenceDataIds));
  return new Map([...products, ...references]);
}

async function findOrNotFound(db: Db, companyId: string, productId: string): Promise<ProductRow> {
  return requireFound(await findProduct(db, companyId, productId));
}

/**
 * The parent and the mixins must be other products of the same company, the mappings reference data of the
 * company, and the site codes live sites of the company; every wrong one gets its message.
 */
async function checkLinks(db: Db, companyId: string, fields: ProductFieldValues, productId?: string): Promise<void> {
  const links: [field: string, id: string][] = fields.parentProducts.map((parent, index) => [
    `parentProducts.${index}.parentProductId`,
    parent.parentProductId,
  ]);
  if (fields.parentProductId !== null) links.unshift(["parentProductId", fields.parentProductId]);
  const names = await findProductNames(
    db,
    companyId,
    links.map(([, id]) => id),
  );
  const modelState: Record<string, string[]> = {};
  for (const [field, id] of links) {
    if (id === productId) modelState[field] = [PRODUCT_MESSAGES.ownParent];
    else if (!names.has(id)) modelState[field] = [PRODUCT_MESSAGES.parentNotFound];
  }
  const references = await referenceDataNamesOf(
    db,
    companyId,
    fields.productReferenceDatas.map((item) => item.referenceDataId),
  );
  fields.productReferenceDatas.forEach((item, index) => {
    if (!references.has(item.referenceDataId)) {
      modelState[`productReferenceDatas.${index}.referenceDataId`] = [PRODUCT_MESSAGES.referenceDataNotFound];
    }
  });
  assertNoFieldErrors({ ...modelState, ...(await siteReferenceErrors(db, companyId, fields)) });
}

async function checkStyleCodeFree(db: Db, companyId: string, styleCode: string, productId?: string): Promise<void> {
  const holder = await findProductByStyleCode(db, companyId, styleCode);
  if (holder && holder.id !== productId) throw styleCodeTaken();
}

/** Names of the company's products among `ids`, by id: how other areas check the products a body names. */
export function productNamesOf(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  return findProductNames(db, companyId, ids);
}

export async function getProduct({ db }: Pick<AppDeps, "db">, actor: Actor, productId: string): Promise<Product> {
  return toDto(db, actor.companyId, await findOrNotFound(db, actor.companyId, productId));
}

/** Adds a product; a new product is always in Development. */
export async function createProduct(deps: Deps, actor: Actor, fields: ProductFieldValues): Promise<Product> {
  const { db } = deps;
  await checkLinks(db, actor.companyId, fields);
  await checkStyleCodeFree(db, actor.companyId, fields.styleCode);
  const now = deps.clock();
  return db.transaction(async (tx) => {
    const row = await keepingUnique(
      () =>
        insertProduct(tx, actor.companyId, {
          ...toProductWriteValues(fields),
          productStatus: "Development",
          createdAt: now,
          updatedAt: now,
          updatedBy: writtenBy(actor),
        }),
      styleCodeTaken,
    );
    const created = await toDto(tx, actor.companyId, row);
    await recordAudit(tx, actor, now, productAudit({ action: "create", before: null, after: created }));
    return created;
  });
}

/** Writes every field, and the status when the workflow allows the change, if the etag is still current. */
export async function updateProduct(
  deps: Deps,
  actor: Actor,
  productId: string,
  input: UpdateValues,
): Promise<Product> {
  const { db } = deps;
  const { etag, productStatus, ...fields } = input;
  const current = await findOrNotFound(db, actor.companyId, productId);
  assertEtag(current, etag);
  const status = productStatus ?? current.productStatus;
  if (!canChangeStatus(current.productStatus, status)) {
    throw AppError.field("productStatus", statusChangeRefusedMessage(current.productStatus, status));
  }
  await checkLinks(db, actor.companyId, fields, productId);
  await checkStyleCodeFree(db, actor.companyId, fields.styleCode, productId);
  return db.transaction(async (tx) => {
    const before = await toDto(tx, actor.companyId, await findOrNotFound(tx, actor.companyId, productId));
    const at = deps.clock();
    const row = await keepingUnique(
      () =>
        updateProductIfCurrent(tx, actor.companyId, productId, etag, {
          ...toProductWriteValues(fields),
          productStatus: status,
          updatedAt: at,
          updatedBy: writtenBy(actor),
        }),
      styleCodeTaken,
    );
    const after = await toDto(tx, actor.companyId, requireWritten(row));
    await recordAudit(tx, actor, at, productAudit({ action: "update", before, after }));
    return after;
  });
}

/**
 * Archives a product (its status becomes Archived). A product already archived is answered as it is,
 * unchanged, when the etag is current (see docs/decisions/server-product-archive.md).
 */
export async function archiveProduct(deps: Deps, actor: Actor, productId: string, etag: string): Promise<Product> {
  return deps.db.transaction(async (tx) => {
    const current = await findOrNotFound(tx, actor.companyId, productId);
    assertEtag(current, etag);
    const before = await toDto(tx, actor.companyId, current);
    const at = deps.clock();
    // Archiving an archived product changes nothing: an empty update records no entry.
    const row =
      current.productStatus === "Archived"
        ? current
        : requireWritten(
            await updateProductIfCurrent(tx, actor.companyId, productId, etag, {
              productStatus: "Archived",
              updatedAt: at,
              updatedBy: writtenBy(actor),
            }),
          );
    const after = await toDto(tx, actor.companyId, row);
    const action = current.productStatus === "Archived" ? "update" : "archive";
    await recordAudit(tx, actor, at, productAudit({ action, before, after }));
    return after;
  });
}

// What the other product resources (versions, components, exports) read and write of products.

/** The company's product row, or 404. */
export async function requireProductRow(db: Db, companyId: string, productId: string): Promise<ProductRow> {
  return findOrNotFound(db, companyId, productId);
}

/** The company's product row, or undefined. */
export function findProductRow(db: Db, companyId: string, productId: string): Promise<ProductRow | undefined> {
  return findProduct(db, companyId, productId);
}

/** A product row as the API shows it, read inside the caller's transaction (a clone's audit entry). */
export function productDtoOf(db: Db, companyId: string, row: ProductRow): Promise<Product> {
  return toDto(db, companyId, row);
}

/** Adds a product row as it is given (a clone's copy), inside the caller's transaction. */
export function insertProductRow(tx: Db, companyId: string, values: Parameters<typeof insertProduct>[2]) {
  return insertProduct(tx, companyId, values);
}

/** The custom attribute lists of the company's products not archived (another area's read: unmapped values). */
export function productAttributeLists(db: Db, companyId: string) {
  return listProductAttributeLists(db, companyId);
}
