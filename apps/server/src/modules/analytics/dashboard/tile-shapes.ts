import type { SavedRecipes, SavedRecipesBySite, TopProducts } from "@atelier/domain/analytics/analytics.schema";
import { dayParts } from "../analytics-period";

// Pure shaping of grouped rollup rows into the tiles' answers.

/** A count of one day and site, as the per-day reads answer it (days in order). */
export interface DaySiteCount {
  day: string;
  siteCode: string;
  count: number;
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The site codes of `rows`, most counted first, ties by code. */
export function siteCodesByCount(rows: readonly { siteCode: string; count: number }[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.siteCode, (totals.get(row.siteCode) ?? 0) + row.count);
  return [...totals.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || byCode(a, b))
    .map(([code]) => code);
}

/** Counts per day and site summed per day (days without rows left out), the total and the sites. */
export function perDay(rows: readonly DaySiteCount[]): SavedRecipes {
  const intervals: SavedRecipes["intervals"] = [];
  let total = 0;
  let day = "";
  for (const row of rows) {
    total += row.count;
    const last = intervals.at(-1);
    if (last && row.day === day) last.count += row.count;
    else intervals.push({ ...dayParts(row.day), count: row.count });
    day = row.day;
  }
  return { total, intervals, siteCodes: siteCodesByCount(rows) };
}

/** Counts per day and site kept apart: each day's count is a record by site code. */
export function perDayBySite(rows: readonly DaySiteCount[]): SavedRecipesBySite {
  const intervals: SavedRecipesBySite["intervals"] = [];
  let total = 0;
  let day = "";
  for (const row of rows) {
    total += row.count;
    const last = intervals.at(-1);
    if (last && row.day === day) last.count[row.siteCode] = (last.count[row.siteCode] ?? 0) + row.count;
    else intervals.push({ ...dayParts(row.day), count: { [row.siteCode]: row.count } });
    day = row.day;
  }
  return { total, intervals, siteCodes: siteCodesByCount(rows) };
}

/** Rows of (product, site) in product order grouped into the top products' list. */
export function productsOf(
  rows: readonly { styleCode: string; total: number; siteCode: string; count: number }[],
): TopProducts["products"] {
  const products: TopProducts["products"] = [];
  let styleCode: string | undefined;
  for (const row of rows) {
    const last = products.at(-1);
    const site = { siteCode: row.siteCode, count: row.count };
    if (last && row.styleCode === styleCode) last.byPrimarySite.push(site);
    else products.push({ styleCodes: [row.styleCode], count: row.total, byPrimarySite: [site] });
    styleCode = row.styleCode;
  }
  return products;
}
