import type { AnalyticsExport } from "@atelier/domain/analytics/analytics.schema";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { csvText } from "../../../http/csv";
import { ANALYTICS_PERIOD_MAX_DAYS, periodOf } from "../analytics-period";
import {
  countExportRecipes,
  type ExportCursor,
  type ExportRecipeRow,
  type ExportWindow,
  exportRecipesAfter,
} from "./analytics-export.repo";
import type { TileQuery } from "./tile-query";

/** The most recipes one export holds: a longer answer asks for a shorter period. */
export const ANALYTICS_EXPORT_MAX_ROWS = 1_000_000;

export const ANALYTICS_EXPORT_MESSAGES = {
  tooMany: "The export holds at most 1,000,000 recipes: choose a shorter period or one site.",
} as const;

/** Recipes read per query while the file is written. */
const EXPORT_BATCH = 5000;

/** The file's columns, in order, with the headings it starts with. */
const COLUMNS: { header: string; value: (row: ExportRecipeRow) => string }[] = [
  { header: "Recipe id", value: (row) => row.id },
  { header: "Created", value: (row) => row.createdAt.toISOString() },
  { header: "Site", value: (row) => row.siteCode },
  { header: "Locale", value: (row) => row.locale },
  { header: "Style code", value: (row) => row.styleCode },
  { header: "Version code", value: (row) => String(row.versionCode) },
  { header: "Browser family", value: (row) => row.browserFamily },
  { header: "Browser version", value: (row) => row.browserVersion },
  { header: "Device class", value: (row) => row.deviceClass },
  { header: "Personal values", value: (row) => personalValuesCell(row.values) },
];

/** A recipe's personal values as one cell: "name=value; name=value", by name in code-unit order. */
export function personalValuesCell(values: Record<string, string | number> | null): string {
  return Object.entries(values ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

const DAY_MS = 86_400_000;

/** The UTC instants the period's days cover: from the first day's start up to the day after the last. */
function windowOf(query: TileQuery): ExportWindow {
  const { start, end } = periodOf(query, ANALYTICS_PERIOD_MAX_DAYS);
  const from = new Date(`${start}T00:00:00.000Z`);
  const until = new Date(Date.parse(`${end}T00:00:00.000Z`) + DAY_MS);
  return { from, until, site: query.site === undefined || query.site === "" ? undefined : query.site };
}

/**
 * `POST analytics/export`: the period's saved recipes (raw rows, bots left out), oldest first, one CSV row
 * each, as text. Days are UTC days, as the dashboard's rollups count them. At most 366 days and
 * ANALYTICS_EXPORT_MAX_ROWS recipes (else 400, nothing read). Formula-like cells are neutralised.
 */
export async function exportRecipes(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  query: TileQuery,
): Promise<AnalyticsExport> {
  const window = windowOf(query);
  const count = await countExportRecipes(db, actor.companyId, window, ANALYTICS_EXPORT_MAX_ROWS + 1);
  if (count > ANALYTICS_EXPORT_MAX_ROWS) throw AppError.badRequest(ANALYTICS_EXPORT_MESSAGES.tooMany);
  const parts = [
    csvText(
      [],
      COLUMNS.map((column) => column.header),
    ),
  ];
  let cursor: ExportCursor | undefined;
  for (;;) {
    const rows = await exportRecipesAfter(db, actor.companyId, window, cursor, EXPORT_BATCH);
    if (rows.length > 0) parts.push(csvText(rows.map((row) => COLUMNS.map((column) => column.value(row)))));
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) break;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
  return { data: parts.join("") };
}
