import { and, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies } from "../db/schema/companies";
import { componentGenerators } from "../db/schema/component-generators";

export async function countCompanies(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

/** Seed-only lookup by name: the demo companies are found by their fixed names. */
export async function findCompanyByName(db: Db, name: string) {
  const [row] = await db.select().from(companies).where(eq(companies.name, name)).limit(1);
  return row;
}

/** How many rules the package has or had (archived ones too): the seed adds rules only to a package that never had any. */
export async function countPackageRules(db: Db, companyId: string, packageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(componentGenerators)
    .where(and(eq(componentGenerators.companyId, companyId), eq(componentGenerators.packageId, packageId)));
  return row?.n ?? 0;
}
