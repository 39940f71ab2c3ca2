import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

/** Seed-only lookup by name: the demo companies are found by their fixed names. */
export async function findCompanyByName(db: Db, name: string) {
  const [row] = await db.select().from(companies).where(eq(companies.name, name)).limit(1);
  return row;
}
