import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { companies } from "../../../db/schema/companies";
import { catalogueRevisions } from "../../../db/schema/products";

/**
 * Raises the company's catalogue revision and announces it, as the catalogue triggers do for a write (migration
 * 0005's bump_catalogue_revision), so every server process of the database drops its cached blueprints.
 * Answers the revision before and after.
 */
export async function raiseCatalogueRevision(db: Db, companyId: string): Promise<{ before: number; after: number }> {
  const [row] = await db
    .insert(catalogueRevisions)
    .values({ companyId, revision: 1 })
    .onConflictDoUpdate({
      target: catalogueRevisions.companyId,
      set: { revision: sql`${catalogueRevisions.revision} + 1` },
    })
    .returning({ revision: catalogueRevisions.revision });
  const after = row?.revision ?? 1;
  await db.execute(sql`SELECT pg_notify('catalogue_revision', ${`${companyId}:${after}`})`);
  return { before: after - 1, after };
}

/** Raises the company's assets revision (image and model addresses carry it). Answers it before and after. */
export async function raiseAssetsRevision(db: Db, companyId: string): Promise<{ before: number; after: number }> {
  const [row] = await db
    .update(companies)
    .set({ assetsRevision: sql`${companies.assetsRevision} + 1` })
    .where(eq(companies.id, companyId))
    .returning({ revision: companies.assetsRevision });
  const after = row?.revision ?? 0;
  return { before: after - 1, after };
}
