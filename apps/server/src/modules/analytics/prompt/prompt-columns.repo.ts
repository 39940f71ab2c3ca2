import type {
  AnalyticsHive,
  PromptDimension,
  PromptFilter,
  PromptMeasure,
} from "@atelier/domain/analytics/prompt-query.schema";
import { type SQL, sql } from "drizzle-orm";

// The whitelist of a prompt report: every dimension, filter field and measure of the structured query maps to
// a fixed SQL expression over the hive's raw rows (alias `src`). Nothing of the question reaches the SQL
// except as bound parameters: filter values, days and the company id.

/** The lateral rows a recipe query may add: its selections (placement, component) or its personal values. */
export type RecipeLateral = "selections" | "values" | undefined;

/** The time-bucket and plain columns of a hive, given the row's day (shifted for the compared range). */
function plainColumn(hive: AnalyticsHive, dimension: PromptDimension, lateral: RecipeLateral): SQL | undefined {
  switch (dimension) {
    case "product":
      return sql`src.style_code`;
    case "site":
      return sql`src.site_code`;
    case "locale":
      return sql`src.locale`;
    case "browser":
      return sql`src.browser_family`;
    case "device":
      return sql`src.device_class`;
    case "eventType":
      return hive === "actionevent" ? sql`case when src.type = 'custom' then src.name else src.type end` : undefined;
    case "placement":
      if (hive === "actionevent") return sql`src.placement_code`;
      return lateral === "selections" ? sql`(sel.item->>'placementCode')` : undefined;
    case "component":
      if (hive === "actionevent") return sql`src.component_code`;
      return lateral === "selections" ? sql`(sel.item->>'componentCode')` : undefined;
    case "personalization":
      if (hive === "actionevent") return sql`src.value`;
      return lateral === "values" ? sql`pv.value` : undefined;
    default:
      return undefined;
  }
}

/** The UTC day of a row. */
export function dayOf(hive: AnalyticsHive): SQL {
  return hive === "recipe" ? sql`(src.created_at at time zone 'UTC')::date` : sql`src.day`;
}

/** The dimension's expression; `day` is the row's day, moved by the compared range's offset when comparing. */
export function dimensionColumn(
  hive: AnalyticsHive,
  dimension: PromptDimension,
  lateral: RecipeLateral,
  day: SQL,
): SQL | undefined {
  if (dimension === "day") return sql`to_char(${day}, 'YYYY-MM-DD')`;
  if (dimension === "week") return sql`to_char(date_trunc('week', (${day})::timestamp), 'YYYY-MM-DD')`;
  if (dimension === "month") return sql`to_char(date_trunc('month', (${day})::timestamp), 'YYYY-MM')`;
  return plainColumn(hive, dimension, lateral);
}

/** The measure's aggregate (undefined where the hive does not record it: recipes carry no session). */
export function measureColumn(hive: AnalyticsHive, measure: PromptMeasure): SQL | undefined {
  if (measure === "count") return sql`count(*)::int`;
  if (measure === "products") return sql`count(distinct nullif(src.style_code, ''))::int`;
  return hive === "actionevent" ? sql`count(distinct src.session_id)::int` : undefined;
}

/** The hive's table. */
export function sourceTable(hive: AnalyticsHive): SQL {
  return hive === "recipe" ? sql`recipes src` : sql`action_events src`;
}

/** The recipe query's lateral join, if it has one. */
export function lateralJoin(lateral: RecipeLateral): SQL {
  if (lateral === "selections")
    return sql` cross join lateral jsonb_array_elements(src.content->'selections') as sel(item)`;
  if (lateral === "values") return sql` cross join lateral jsonb_each_text(src.content->'values') as pv(key, value)`;
  return sql``;
}

/** The company's rows of the hive between two days, both included (saved recipes by bots left out). */
export function scopeAndRange(hive: AnalyticsHive, companyId: string, start: string, end: string): SQL {
  if (hive === "actionevent") {
    return sql`src.company_id = ${companyId} and src.day between ${start}::date and ${end}::date`;
  }
  return sql`src.company_id = ${companyId} and src.bot = false
    and src.created_at >= (${start}::timestamp at time zone 'UTC')
    and src.created_at < ((${end}::timestamp + interval '1 day') at time zone 'UTC')`;
}

/** `col = any($n)` or `col <> all($n)` over one bound text array. */
function matches(column: SQL, filter: PromptFilter): SQL {
  const values = sql`${sql.param(filter.values)}::text[]`;
  return filter.op === "in" ? sql`${column} = any(${values})` : sql`${column} <> all(${values})`;
}

/** `exists (...)` or `not exists (...)`. */
function exists(filter: PromptFilter, subquery: SQL): SQL {
  return filter.op === "in" ? sql`exists (${subquery})` : sql`not exists (${subquery})`;
}

/** The products of the company whose style code the row names (for tag and status filters). */
function productOfRow(companyId: string): SQL {
  return sql`select 1 from products p where p.company_id = ${companyId} and p.style_code = src.style_code`;
}

/** The filter's condition, or undefined where the hive does not record the field. */
export function filterCondition(
  hive: AnalyticsHive,
  filter: PromptFilter,
  lateral: RecipeLateral,
  companyId: string,
): SQL | undefined {
  const values = sql`${sql.param(filter.values)}::text[]`;
  switch (filter.field) {
    case "tag":
      return exists(filter, sql`${productOfRow(companyId)} and p.tags && ${values}`);
    case "productStatus":
      return exists(filter, sql`${productOfRow(companyId)} and p.product_status = any(${values})`);
    case "eventType": {
      if (hive !== "actionevent") return undefined;
      const named = sql`(src.type = any(${values}) or (src.type = 'custom' and src.name = any(${values})))`;
      return filter.op === "in" ? named : sql`not ${named}`;
    }
    case "placement":
    case "component": {
      const key = filter.field === "placement" ? "placementCode" : "componentCode";
      if (hive === "actionevent") return matches(plainColumn(hive, filter.field, lateral) ?? sql`''`, filter);
      if (lateral === "selections") return matches(sql`(sel.item->>${key})`, filter);
      return exists(
        filter,
        sql`select 1 from jsonb_array_elements(src.content->'selections') f(item) where f.item->>${key} = any(${values})`,
      );
    }
    case "personalization": {
      // A value is keyed '{attribute} OF {placement}' or by the attribute alone: either names it.
      if (hive === "actionevent") return undefined;
      const named = (key: SQL) => sql`(${key} = any(${values}) or split_part(${key}, ' OF ', 1) = any(${values}))`;
      if (lateral === "values") return filter.op === "in" ? named(sql`pv.key`) : sql`not ${named(sql`pv.key`)}`;
      return exists(filter, sql`select 1 from jsonb_object_keys(src.content->'values') k where ${named(sql`k`)}`);
    }
    default: {
      const column = plainColumn(hive, filter.field, lateral);
      return column ? matches(column, filter) : undefined;
    }
  }
}
