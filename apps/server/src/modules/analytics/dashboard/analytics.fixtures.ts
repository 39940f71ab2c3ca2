import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import type { TestApp } from "../../../../test/test-app";
import type { Db } from "../../../db/client";
import {
  analyticsActionDaily,
  type analyticsBrowserDaily,
  analyticsFunnelDaily,
  analyticsOptionDaily,
  analyticsPersonalizationDaily,
  type analyticsRecipeDaily,
} from "../../../db/schema/analytics";
import { addStorefrontKey } from "../../account/storefront-key/storefront-key.fixtures";
import { addBrowserDaily, addRecipeDaily } from "../rollup/rollup.repo";
import { majorVersion } from "../rollup/rollup-facts";

// Rows written straight into the daily rollups, as saved recipes and action events add them.

/** Saved recipes of a day as both recipe rollups count them (their browser in the browser rollup). */
type RecipeDay = Partial<typeof analyticsRecipeDaily.$inferInsert & typeof analyticsBrowserDaily.$inferInsert> & {
  day: string;
  count: number;
};
type PersonalizationDay = Partial<typeof analyticsPersonalizationDaily.$inferInsert> & {
  day: string;
  name: string;
  value: string;
  count: number;
};
type ActionDay = Partial<typeof analyticsActionDaily.$inferInsert> & { day: string; type: string; count: number };
type FunnelDay = Partial<typeof analyticsFunnelDaily.$inferInsert> & { day: string };
type OptionDay = Partial<typeof analyticsOptionDaily.$inferInsert> & {
  day: string;
  placementCode: string;
  componentCode: string;
  count: number;
};

const place = { siteCode: "", styleCode: "SNK-1" };

/** Rows with the same key made one, their counts added (a rollup holds one row a key). */
function summed<Row extends { count: number }>(rows: readonly Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of rows) {
    const key = JSON.stringify({ ...row, count: 0 });
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, count: known.count + row.count } : row);
  }
  return [...byKey.values()];
}

export async function recordRecipeDays(db: Db, companyId: string, rows: RecipeDay[]): Promise<void> {
  const full = rows.map((row) => ({
    ...place,
    browserFamily: "Chrome",
    browserVersion: "120",
    deviceClass: "desktop",
    ...row,
  }));
  await addRecipeDaily(
    db,
    companyId,
    summed(
      full.map(({ day, siteCode, styleCode, deviceClass, count }) => ({
        day,
        siteCode,
        styleCode,
        deviceClass,
        count,
      })),
    ),
  );
  await addBrowserDaily(
    db,
    companyId,
    summed(
      full.map(({ day, siteCode, browserFamily, browserVersion, deviceClass, count }) => ({
        day,
        siteCode,
        browserFamily,
        browserVersion: majorVersion(browserVersion),
        deviceClass,
        count,
      })),
    ),
  );
}

export async function recordPersonalizationDays(db: Db, companyId: string, rows: PersonalizationDay[]): Promise<void> {
  await db.insert(analyticsPersonalizationDaily).values(rows.map((row) => ({ ...place, ...row, companyId })));
}

export async function recordActionDays(db: Db, companyId: string, rows: ActionDay[]): Promise<void> {
  await db
    .insert(analyticsActionDaily)
    .values(
      rows.map((row) => ({ ...place, deviceClass: "desktop", browserFamily: "Chrome", name: "", ...row, companyId })),
    );
}

export async function recordFunnelDays(db: Db, companyId: string, rows: FunnelDay[]): Promise<void> {
  await db
    .insert(analyticsFunnelDaily)
    .values(rows.map((row) => ({ ...place, deviceClass: "desktop", ...row, companyId })));
}

export async function recordOptionDays(db: Db, companyId: string, rows: OptionDay[]): Promise<void> {
  await db.insert(analyticsOptionDaily).values(rows.map((row) => ({ ...place, ...row, companyId })));
}

/** The period query of two YYYY-MM-DD days. */
export function periodQuery(start: string, end: string): string {
  const [sy, sm, sd] = start.split("-");
  const [ey, em, ed] = end.split("-");
  return `startyear=${sy}&startmonth=${sm}&startday=${sd}&endyear=${ey}&endmonth=${em}&endday=${ed}`;
}

/** The same period as a body. */
export function periodBody(start: string, end: string): Record<string, number> {
  const [startyear, startmonth, startday] = start.split("-").map(Number);
  const [endyear, endmonth, endday] = end.split("-").map(Number);
  return { startyear, startmonth, startday, endyear, endmonth, endday } as Record<string, number>;
}

/** A company with every role, a viewer's client, another company, and a storefront key of the first. */
export async function analyticsScene(t: Pick<TestApp, "app" | "db">) {
  const people = await createCompanyWithEveryRole(t.db);
  const other = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, people.admin);
  const { asStorefront } = await addStorefrontKey(t, asAdmin, people.company.id, { name: "Shop" });
  return {
    ...people,
    companyId: people.company.id,
    otherCompanyId: other.company.id,
    asViewer: await signedIn(t.app, people.viewer),
    asAdmin,
    asStorefront,
  };
}
