import type { ProductList, ProductListQuery, ProductTags } from "@atelier/domain/product/product-list.schema";
import { scopeOptions } from "@atelier/domain/product/product-lists";
import type { z } from "zod";
import type { Actor } from "../../../auth/actor";
import { etagOf, type SerialisedList, type SerialisedListCache } from "../../../cache/serialised-list-cache";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { toProductSummaryDto, toRecentVersionsDto } from "./product.dto";
import {
  countProducts,
  listProducts,
  listProductTags,
  listRecentVersions,
  type ProductFilter,
  type VersionSummaryRow,
} from "./product.repo";
import { PRODUCT_MESSAGES } from "./product-messages";

type ListQuery = z.output<typeof ProductListQuery>;

function filterOf(actor: Actor, query: ListQuery): ProductFilter {
  if (query.editedBy !== "me") return {};
  if (actor.kind !== "user") throw AppError.field("editedBy", PRODUCT_MESSAGES.editedByNeedsUser);
  return { updatedBy: actor.userId };
}

/** A page of the company's products, the total with the same filter, and (when asked) their recent versions. */
async function listProductSummaries(db: Db, actor: Actor, query: ListQuery): Promise<ProductList> {
  const filter = filterOf(actor, query);
  const [rows, total] = await Promise.all([
    listProducts(db, actor.companyId, { ...filter, orderBy: query.orderBy, take: query.take }),
    countProducts(db, actor.companyId, filter),
  ]);
  if (query.expand !== "recentversions") return { products: rows.map((row) => toProductSummaryDto(row)), total };

  const byProduct = new Map<string, VersionSummaryRow[]>();
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

/** What a list answer depends on besides the catalogue: the company, the query, and for editedBy=me the user. */
function cacheKeyOf(actor: Actor, query: ListQuery, filter: ProductFilter): string {
  return JSON.stringify([actor.companyId, query.orderBy, query.take, query.expand ?? "", filter.updatedBy ?? ""]);
}

/**
 * The list as JSON bytes with their ETag, served from `cache` while the company's catalogue revision is
 * unchanged; a cached list runs no database statement (the revision is kept in memory). The revision is taken
 * before the products are read, so a list is never filed under a newer revision than its rows (see
 * docs/decisions/server-product-list-cache.md).
 */
export async function readProductList(
  { db, catalogueRevisions }: Pick<AppDeps, "db" | "catalogueRevisions">,
  actor: Actor,
  cache: SerialisedListCache,
  query: ListQuery,
): Promise<SerialisedList> {
  const key = cacheKeyOf(actor, query, filterOf(actor, query));
  const revision = await catalogueRevisions.current(actor.companyId);
  return cache.getOrBuild(key, revision, async () => {
    const body = Buffer.from(JSON.stringify(await listProductSummaries(db, actor, query)));
    return { revision, etag: etagOf(body), body };
  });
}

/** The scope-by-tags options: the company's distinct product tags, sorted and capped. */
export async function listTags({ db }: Pick<AppDeps, "db">, actor: Actor): Promise<ProductTags> {
  return { tags: scopeOptions([await listProductTags(db, actor.companyId)]) };
}
