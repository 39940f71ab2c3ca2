import type { ProductList, ProductListQuery, ProductTags } from "@atelier/domain/product.schema";
import { scopeOptions } from "@atelier/domain/product-lists";
import type { z } from "zod";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { ProductVersionRow } from "../../db/schema/product-versions";
import { AppError } from "../../http/app-error";
import { toProductSummaryDto, toRecentVersionsDto } from "./product.dto";
import { countProducts, listProducts, listProductTags, listRecentVersions, type ProductFilter } from "./product.repo";

/** An API key acts for no user, so it has no products of its own. */
export const EDITED_BY_NEEDS_USER = "Edited by me needs a signed-in user; an API key is not one.";

type ListQuery = z.output<typeof ProductListQuery>;

function filterOf(actor: Actor, query: ListQuery): ProductFilter {
  if (query.editedBy !== "me") return {};
  if (actor.kind !== "user") throw AppError.field("editedBy", EDITED_BY_NEEDS_USER);
  return { updatedBy: actor.userId };
}

/** A page of the company's products, the total with the same filter, and (when asked) their recent versions. */
export async function listProductSummaries(db: Db, actor: Actor, query: ListQuery): Promise<ProductList> {
  const filter = filterOf(actor, query);
  const [rows, total] = await Promise.all([
    listProducts(db, actor.companyId, { ...filter, orderBy: query.orderBy, take: query.take }),
    countProducts(db, actor.companyId, filter),
  ]);
  if (query.expand !== "recentversions") return { products: rows.map((row) => toProductSummaryDto(row)), total };

  const byProduct = new Map<string, ProductVersionRow[]>();
  const versions = await listRecentVersions(
    db,
    actor.companyId,
    rows.map((row) => row.id),
  );
  for (const version of versions) {
    const list = byProduct.get(version.productId) ?? [];
    list.push(version);
    byProduct.set(version.productId, list);
  }
  return {
    products: rows.map((row) => toProductSummaryDto(row, toRecentVersionsDto(byProduct.get(row.id) ?? []))),
    total,
  };
}

/** The scope-by-tags options: the company's distinct product tags, sorted and capped. */
export async function listTags(db: Db, companyId: string): Promise<ProductTags> {
  return { tags: scopeOptions([await listProductTags(db, companyId)]) };
}
