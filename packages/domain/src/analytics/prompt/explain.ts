import { MONTH_NAMES } from "../../shared/month-names";
import type { ActionEventType } from "../action-event.schema";
import { type DayRange, dayParts } from "../date-range";
import type { PromptDimension, PromptFilter, PromptQuery } from "../prompt-query.schema";
import type { PromptVocabulary } from "./company-phrases";

// `explained`: how a question was read, in plain words, from the structured query alone (so the same query is
// always explained the same way), e.g. "Saved recipes by product, on site US, from 1 October 2026 to
// 31 October 2026, top 5, most first."

/** "1 October 2026". */
export function formatLongDay(day: string): string {
  const parts = dayParts(day);
  if (parts === null) return day;
  const month = MONTH_NAMES[parts.month - 1] ?? "";
  return `${parts.day} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${parts.year}`;
}

function formatPeriod(range: DayRange, lead: { one: string; many: string }): string {
  return range.start === range.end
    ? `${lead.one} ${formatLongDay(range.start)}`
    : `${lead.many} ${formatLongDay(range.start)} to ${formatLongDay(range.end)}`;
}

const EVENT_NOUNS: Record<ActionEventType, { plural: string; one: string }> = {
  session_start: { plural: "Sessions started", one: "a session start" },
  view_changed: { plural: "Views changed", one: "a view change" },
  option_chosen: { plural: "Options chosen", one: "an option chosen" },
  text_entered: { plural: "Texts entered", one: "a text entered" },
  recipe_saved: { plural: "Recipes saved", one: "a recipe saved" },
  shared: { plural: "Shares", one: "a share" },
  added_to_cart: { plural: "Adds to cart", one: "an add to cart" },
  custom: { plural: "Custom events", one: "a custom event" },
};
const eventNoun = (type: string) => EVENT_NOUNS[type as ActionEventType] ?? { plural: type, one: type };

const DIMENSION_WORDS: Record<PromptDimension, string> = {
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
  component: "option",
  personalization: "personal text",
};

function joinWords(words: readonly string[], last: "or" | "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${last} ${words[words.length - 1]}`;
}

function measureLabel(query: PromptQuery): { label: string; eventTypesShown: boolean } {
  const types = query.filters.find((filter) => filter.field === "eventType" && filter.op === "in")?.values ?? [];
  if (query.hive === "recipe" || types.length === 0) {
    const label =
      query.measure === "sessions"
        ? "Sessions"
        : query.measure === "products"
          ? query.hive === "recipe"
            ? "Products with saved recipes"
            : "Products"
          : query.hive === "recipe"
            ? "Saved recipes"
            : "Events";
    return { label, eventTypesShown: false };
  }
  const ones = joinWords(
    types.map((type) => eventNoun(type).one),
    "or",
  );
  if (query.measure === "sessions") {
    const onlyStarts = types.length === 1 && types[0] === "session_start";
    return { label: onlyStarts ? "Sessions" : `Sessions with ${ones}`, eventTypesShown: true };
  }
  if (query.measure === "products") return { label: `Products with ${ones}`, eventTypesShown: true };
  const [single] = types;
  const label =
    types.length === 1 && single !== undefined
      ? eventNoun(single).plural
      : `Events (${types.map((type) => eventNoun(type).plural.toLowerCase()).join(", ")})`;
  return { label, eventTypesShown: true };
}

function describeFilter(filter: PromptFilter, vocabulary: PromptVocabulary): string {
  const including = filter.op === "in";
  const many = filter.values.length > 1 ? "s" : "";
  const list = (values: readonly string[]) => joinWords(values, including ? "or" : "and");
  const named = (values: readonly string[], names: Map<string, string>) =>
    list(values.map((value) => (names.has(value) ? `${names.get(value)} (${value})` : value)));
  const exclude = (what: string) => `excluding ${what}`;
  switch (filter.field) {
    case "product": {
      const names = new Map(vocabulary.products.map((product) => [product.styleCode, product.name]));
      const text = named(filter.values, names);
      return including ? `for ${text}` : exclude(text);
    }
    case "site":
      return including ? `on site${many} ${list(filter.values)}` : exclude(`site${many} ${list(filter.values)}`);
    case "locale":
      return including ? `in locale${many} ${list(filter.values)}` : exclude(`locale${many} ${list(filter.values)}`);
    case "browser":
      return including ? `in ${list(filter.values)}` : exclude(list(filter.values));
    case "device":
      return including ? `on ${list(filter.values)}` : exclude(list(filter.values));
    case "eventType": {
      const text = list(filter.values.map((type) => eventNoun(type).plural.toLowerCase()));
      return including ? `only ${text}` : exclude(text);
    }
    case "placement":
      return including
        ? `on placement${many} ${list(filter.values)}`
        : exclude(`placement${many} ${list(filter.values)}`);
    case "component":
      return including ? `with option${many} ${list(filter.values)}` : exclude(`option${many} ${list(filter.values)}`);
    case "personalization": {
      const labels = new Map(vocabulary.personalizations.map((item) => [item.key, item.label]));
      const text = list(filter.values.map((key) => labels.get(key) ?? key));
      return including ? `for personal text${many} ${text}` : exclude(`personal text${many} ${text}`);
    }
    case "tag":
      return including ? `tagged ${list(filter.values)}` : `not tagged ${list(filter.values)}`;
    case "productStatus": {
      const text = `${list(filter.values.map((status) => status.toLowerCase()))} products`;
      return including ? `only ${text}` : exclude(text);
    }
  }
}

function describeOrder(query: PromptQuery): string[] {
  const { by, direction } = query.order;
  const [first] = query.dimensions;
  const time = first === "day" || first === "week" || first === "month";
  const parts: string[] = [];
  if (query.limit !== undefined) {
    parts.push(`${by === "dimension" ? "first" : direction === "desc" ? "top" : "bottom"} ${query.limit}`);
  }
  if (by === "value") parts.push(direction === "desc" ? "most first" : "least first");
  else if (time) parts.push(direction === "asc" ? "earliest first" : "latest first");
  else parts.push(direction === "asc" ? "in alphabetical order" : "in reverse alphabetical order");
  return parts;
}

export function explainQuery(query: PromptQuery, vocabulary: PromptVocabulary): string {
  const { label, eventTypesShown } = measureLabel(query);
  const dimensions =
    query.dimensions.length === 0
      ? ""
      : ` by ${joinWords(
          query.dimensions.map((d) => DIMENSION_WORDS[d]),
          "and",
        )}`;
  const filters = query.filters
    .filter((filter) => !(eventTypesShown && filter.field === "eventType" && filter.op === "in"))
    .map((filter) => describeFilter(filter, vocabulary));
  const parts = [
    `${label}${dimensions}`,
    ...filters,
    formatPeriod(query.range, { one: "on", many: "from" }),
    ...(query.compare === undefined
      ? []
      : [formatPeriod(query.compare, { one: "compared with", many: "compared with" })]),
    ...describeOrder(query),
  ];
  return `${parts.join(", ")}.`;
}
