import type { Product, ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { canChangeStatus, statusChangeRefusedMessage } from "@atelier/domain/product/product-workflow";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import type { ProductRow } from "../../../db/schema/products";
import { AppError } from "../../../http/app-error";
import { postgresCode } from "../../../http/error-handler";
import { linkedProductIds, toProductDto } from "./product.dto";
import {
  findProduct,
  findProductByStyleCode,
  findProductNames,
  insertProduct,
  updateProductIfCurrent,
} from "./product.repo";
import { PRODUCT_MESSAGES } from "./product-messages";
import { type ProductFieldValues, toProductWriteValues } from "./product-settings";

/** What a product write needs: the database, the time, and who writes. */
export interface ProductWriter {
  db: Db;
  clock: Clock;
  actor: Actor;
}

type UpdateValues = z.output<typeof ProductUpdateInput>;

const UNIQUE_VIOLATION = "23505";
const staleEtag = () => new AppError(412, MESSAGES.staleEtag);
const styleCodeTaken = () => AppError.field("styleCode", MESSAGES.styleCodeTaken, 409);

/** The user a write is recorded against; an API key acts for no user. */
const updatedByOf = (actor: Actor) => (actor.kind === "user" ? actor.userId : null);

async function toDto(db: Db, companyId: string, row: ProductRow): Promise<Product> {
  return toProductDto(row, await findProductNames(db, companyId, linkedProductIds(row)));
}

async function findOrNotFound(db: Db, companyId: string, productId: string): Promise<ProductRow> {
  const row = await findProduct(db, companyId, productId);
  if (!row) throw AppError.notFound();
  return row;
}

/** The parent and the mixins must be other products of the same company; every wrong one gets its message. */
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
  if (Object.keys(modelState).length > 0) throw new AppError(400, MESSAGES.validationFailed, modelState);
}

async function checkStyleCodeFree(db: Db, companyId: string, styleCode: string, productId?: string): Promise<void> {
  const holder = await findProductByStyleCode(db, companyId, styleCode);
  if (holder && holder.id !== productId) throw styleCodeTaken();
}

/** Runs a write; a style code taken meanwhile by a concurrent write answers like one taken before. */
async function keepingStyleCodesUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresCode(error) === UNIQUE_VIOLATION) throw styleCodeTaken();
    throw error;
  }
}

export async function getProduct(db: Db, companyId: string, productId: string): Promise<Product> {
  return toDto(db, companyId, await findOrNotFound(db, companyId, productId));
}

/** Adds a product; a new product is always in Development. */
export async function createProduct(writer: ProductWriter, fields: ProductFieldValues): Promise<Product> {
  const { db, actor } = writer;
  await checkLinks(db, actor.companyId, fields);
  await checkStyleCodeFree(db, actor.companyId, fields.styleCode);
  const now = writer.clock();
  const row = await keepingStyleCodesUnique(() =>
    insertProduct(db, actor.companyId, {
      ...toProductWriteValues(fields),
      productStatus: "Development",
      createdAt: now,
      updatedAt: now,
      updatedBy: updatedByOf(actor),
    }),
  );
  return toDto(db, actor.companyId, row);
}

/** Writes every field, and the status when the workflow allows the change, if the etag is still current. */
export async function updateProduct(writer: ProductWriter, productId: string, input: UpdateValues): Promise<Product> {
  const { db, actor } = writer;
  const { etag, productStatus, ...fields } = input;
  const current = await findOrNotFound(db, actor.companyId, productId);
  if (current.etag !== etag) throw staleEtag();
  const status = productStatus ?? current.productStatus;
  if (!canChangeStatus(current.productStatus, status)) {
    throw AppError.field("productStatus", statusChangeRefusedMessage(current.productStatus, status));
  }
  await checkLinks(db, actor.companyId, fields, productId);
  await checkStyleCodeFree(db, actor.companyId, fields.styleCode, productId);
  const row = await keepingStyleCodesUnique(() =>
    updateProductIfCurrent(db, actor.companyId, productId, etag, {
      ...toProductWriteValues(fields),
      productStatus: status,
      updatedAt: writer.clock(),
      updatedBy: updatedByOf(actor),
    }),
  );
  if (!row) throw staleEtag();
  return toDto(db, actor.companyId, row);
}

/**
 * Archives a product (its status becomes Archived). A product already archived is answered as it is,
 * unchanged, when the etag is current (see docs/decisions/server-product-archive.md).
 */
export async function archiveProduct(writer: ProductWriter, productId: string, etag: string): Promise<Product> {
  const { db, actor } = writer;
  const current = await findOrNotFound(db, actor.companyId, productId);
  if (current.etag !== etag) throw staleEtag();
  if (current.productStatus === "Archived") return toDto(db, actor.companyId, current);
  const row = await updateProductIfCurrent(db, actor.companyId, productId, etag, {
    productStatus: "Archived",
    updatedAt: writer.clock(),
    updatedBy: updatedByOf(actor),
  });
  if (!row) throw staleEtag();
  return toDto(db, actor.companyId, row);
}
