import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { catalogueRevisions } from "../db/schema/products";

const revisionQuery = preparedPerDb((db) =>
  db
    .select({ revision: catalogueRevisions.revision })
    .from(catalogueRevisions)
    .where(eq(catalogueRevisions.companyId, sql.placeholder("companyId")))
    .prepare("catalogue_revision"),
);

/**
 * The company's catalogue revision: database triggers raise it with every write to its products or
 * versions (migration 0004), so any change, by any code or process, gives a new number. 0 before the first.
 */
export async function readCatalogueRevision(db: Db, companyId: string): Promise<number> {
  const [row] = await revisionQuery(db).execute({ companyId });
  return row?.revision ?? 0;
}
