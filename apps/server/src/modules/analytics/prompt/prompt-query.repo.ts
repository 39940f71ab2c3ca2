import { PROMPT_LIMIT_MAX, type PromptQuery, PromptReportRow } from "@atelier/domain/analytics/prompt-query.schema";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import {
  dayOf,
  dimensionColumn,
  filterCondition,
  lateralJoin,
  measureColumn,
  type RecipeLateral,
  scopeAndRange,
  sourceTable,
} from "./prompt-columns.repo";

/** The rows a report answers at most, whatever the query's limit. */
export const PROMPT_ROWS_CAP = PROMPT_LIMIT_MAX;

const Rows = z.object({ rows: z.array(PromptReportRow) });

/** Recipes are spread over their selections or their personal values when the query groups or reads them. */
function lateralOf(query: PromptQuery): RecipeLateral {
  if (query.hive !== "recipe") return undefined;
  if (query.dimensions.some((d) => d === "placement" || d === "component")) return "selections";
  if (query.dimensions.includes("personalization")) return "values";
  return undefined;
}

function required(expression: SQL | undefined, what: string): SQL {
  if (!expression) throw new Error(`prompt query: ${what} is not recorded for this hive`);
  return expression;
}

/** One aggregate over a range: the dimensions (named as in the query) and `value`. `shiftDays` moves time buckets. */
function aggregate(query: PromptQuery, companyId: string, range: { start: string; end: string }, shiftDays: number) {
  const { hive } = query;
  const lateral = lateralOf(query);
  const day = shiftDays === 0 ? dayOf(hive) : sql`(${dayOf(hive)} + ${shiftDays}::int)`;
  const columns = query.dimensions.map(
    (dimension) =>
      sql`${required(dimensionColumn(hive, dimension, lateral, day), dimension)} as ${sql.identifier(dimension)}`,
  );
  const measure = required(measureColumn(hive, query.measure), query.measure);
  const conditions = [scopeAndRange(hive, companyId, range.start, range.end)];
  for (const filter of query.filters) {
    conditions.push(required(filterCondition(hive, filter, lateral, companyId), filter.field));
  }
  if (hive === "actionevent" && query.dimensions.includes("personalization")) conditions.push(sql`src.value <> ''`);
  const select = sql.join([...columns, sql`${measure} as value`], sql`, `);
  const groupBy =
    columns.length === 0
      ? sql``
      : sql` group by ${sql.join(
          query.dimensions.map((_, index) => sql.raw(String(index + 1))),
          sql`, `,
        )}`;
  return sql`select ${select} from ${sourceTable(hive)}${lateralJoin(lateral)} where ${sql.join(conditions, sql` and `)}${groupBy}`;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Runs a checked structured query as one parameterised statement over the company's raw rows of the hive.
 * With `compare`, each row also has `previous`: the same figure over the compared range, joined on the
 * dimensions (time buckets of the compared range are moved onto the current range's days).
 */
export async function runPromptQuery(db: Db, companyId: string, query: PromptQuery): Promise<PromptReportRow[]> {
  const dims = query.dimensions.map((dimension) => sql`cur.${sql.identifier(dimension)}`);
  const current = aggregate(query, companyId, query.range, 0);
  const compare = query.compare;
  const previous = compare ? aggregate(query, companyId, compare, daysBetween(compare.start, query.range.start)) : null;
  const joinOn =
    query.dimensions.length === 0
      ? sql`true`
      : sql.join(
          query.dimensions.map(
            (dimension) => sql`cur.${sql.identifier(dimension)} is not distinct from prev.${sql.identifier(dimension)}`,
          ),
          sql` and `,
        );
  const direction = query.order.direction === "asc" ? sql`asc` : sql`desc`;
  const dimsOrdered = dims.map(
    (dim) => sql`${dim} ${query.order.by === "dimension" ? direction : sql`asc`} nulls last`,
  );
  const order =
    query.order.by === "value" ? [sql`cur.value ${direction}`, ...dimsOrdered] : [...dimsOrdered, sql`cur.value desc`];
  const limit = Math.min(query.limit ?? PROMPT_ROWS_CAP, PROMPT_ROWS_CAP);
  const selected = sql.join(
    [...dims, sql`cur.value`, ...(previous ? [sql`coalesce(prev.value, 0) as previous`] : [])],
    sql`, `,
  );
  const statement = previous
    ? sql`with cur as (${current}), prev as (${previous})
        select ${selected} from cur left join prev on ${joinOn}
        order by ${sql.join(order, sql`, `)} limit ${limit}`
    : sql`with cur as (${current}) select ${selected} from cur order by ${sql.join(order, sql`, `)} limit ${limit}`;
  return Rows.parse(await db.execute(statement)).rows;
}
