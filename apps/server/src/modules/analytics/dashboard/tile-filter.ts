import { and, between, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** What every tile reads: the company's rows of the period's days (both included), optionally of one site. */
export interface TileFilter {
  /** First and last day, both included, as YYYY-MM-DD. */
  start: string;
  end: string;
  /** One site's code, or undefined for every site. */
  site: string | undefined;
}

/** The columns every daily rollup shares, in its primary key's order (company, day, site ...). */
export interface RollupColumns {
  companyId: PgColumn;
  day: PgColumn;
  siteCode: PgColumn;
}

/** The WHERE of a tile over a rollup: company and day range first (the key's order), then the site. */
export function rollupWhere(table: RollupColumns, companyId: string, filter: TileFilter): SQL | undefined {
  return and(
    eq(table.companyId, companyId),
    between(table.day, filter.start, filter.end),
    filter.site === undefined ? undefined : eq(table.siteCode, filter.site),
  );
}
