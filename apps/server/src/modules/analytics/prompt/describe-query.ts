import type { PromptDimension, PromptFilter, PromptQuery } from "@atelier/domain/analytics/prompt-query.schema";

const MEASURES: Record<PromptQuery["hive"], Record<PromptQuery["measure"], string>> = {
  recipe: { count: "saved recipes", sessions: "sessions", products: "products with saved recipes" },
  actionevent: { count: "events", sessions: "sessions", products: "products in events" },
};

const WORDS: Record<PromptDimension | PromptFilter["field"], string> = {
  product: "product",
  site: "site",
  locale: "locale",
  browser: "browser",
  device: "device",
  day: "day",
  week: "week",
  month: "month",
  eventType: "event type",
  placement: "placement",
  component: "component",
  personalization: "personal value",
  tag: "tag",
  productStatus: "product status",
};

function filterWords(filter: PromptFilter): string {
  const values = filter.values.join(", ");
  return `${WORDS[filter.field]} ${filter.op === "in" ? "is" : "is not"} ${values}`;
}

/**
 * The structured query in plain words, e.g. 'saved recipes by product, where site is US, from 2026-03-01 to
 * 2026-03-31, most first, top 5'. Used for readings made by the language model: it says what is run, not
 * what the model claims.
 */
export function describeQuery(query: PromptQuery): string {
  const parts = [MEASURES[query.hive][query.measure]];
  if (query.dimensions.length > 0) parts[0] += ` by ${query.dimensions.map((d) => WORDS[d]).join(" and ")}`;
  if (query.filters.length > 0) parts.push(`where ${query.filters.map(filterWords).join(" and ")}`);
  parts.push(`from ${query.range.start} to ${query.range.end}`);
  if (query.compare) parts.push(`compared with ${query.compare.start} to ${query.compare.end}`);
  const byValue = query.order.by === "value";
  if (byValue) parts.push(query.order.direction === "desc" ? "most first" : "least first");
  if (query.limit !== undefined)
    parts.push(`${byValue && query.order.direction === "asc" ? "bottom" : "top"} ${query.limit}`);
  return parts.join(", ");
}
