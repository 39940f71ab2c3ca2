import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type ProductRow, products } from "../../../db/schema/products";

/** The company's products among `productIds`, in no particular order (other companies' ids are left out). */
export async function listProductsByIds(
  db: Db,
  companyId: string,
  productIds: readonly string[],
): Promise<ProductRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...productIds])));
}
