import { addDays, type DayRange, dayCount, previousPeriod } from "../date-range";
import {
  type AnalyticsHive,
  PROMPT_LIMIT_MAX,
  PROMPT_RANGE_MAX_DAYS,
  type PromptDimension,
  type PromptFilter,
  PromptQuery,
} from "../prompt-query.schema";
import { currentPeriod, shiftBack } from "./date-phrases";
import { formatLongDay } from "./explain";
import { addDimension, type CompareSpec, isTimeDimension, type TextMeaning } from "./meaning";
import { PROMPT_MESSAGES } from "./messages";
import type { Shift } from "./pieces";

// The question's meaning and its clarifications, applied in order, become one structured query.

/** The query as the texts build it up, before defaults. */
export interface QueryDraft {
  measure?: TextMeaning["measure"];
  dimensions: PromptDimension[];
  filters: PromptFilter[];
  range?: DayRange;
  compare?: CompareSpec;
  order?: PromptQuery["order"];
  limit?: number;
}

/** The days the report covers when the question names none: the last 30 days, today included. */
export const PROMPT_DEFAULT_DAYS = 30;

export function emptyDraft(): QueryDraft {
  return { dimensions: [], filters: [] };
}

/**
 * Applies a text on top of the draft. A clarification's period, comparison, order, limit and measure replace the
 * draft's; a breakdown is added; a filter on a field the draft already narrows the same way replaces it ("on the
 * EU site" after "on the US site"), an exclusion is added to the draft's exclusions.
 */
export function applyMeaning(draft: QueryDraft, meaning: TextMeaning): QueryDraft {
  const next: QueryDraft = {
    ...draft,
    dimensions: [...draft.dimensions],
    filters: draft.filters.map((filter) => ({ ...filter, values: [...filter.values] })),
  };
  if (meaning.measure !== undefined) next.measure = meaning.measure;
  for (const dimension of meaning.dimensions) addDimension(next.dimensions, dimension);
  for (const filter of meaning.filters) {
    const same = next.filters.find((existing) => existing.field === filter.field && existing.op === filter.op);
    if (same === undefined) next.filters.push({ ...filter, values: [...filter.values] });
    else if (filter.op === "in") same.values = [...filter.values];
    else same.values = [...new Set([...same.values, ...filter.values])];
  }
  if (meaning.range !== undefined) next.range = meaning.range;
  if (meaning.compare !== undefined) next.compare = meaning.compare;
  if (meaning.order !== undefined) next.order = meaning.order;
  if (meaning.limit !== undefined) next.limit = meaning.limit;
  return next;
}

const period = (range: DayRange) =>
  range.start === range.end
    ? formatLongDay(range.start)
    : `${formatLongDay(range.start)} to ${formatLongDay(range.end)}`;

/** The period a comparison by `shift` starts from when the question names no period ("sessions vs last week"). */
function periodOfShift(shift: Shift, today: string): DayRange {
  if (shift.unit === "month" && shift.count === 3) return currentPeriod("quarter", today);
  if (shift.count === 1) return currentPeriod(shift.unit, today);
  if (shift.unit === "day" || shift.unit === "week") {
    const days = shift.unit === "day" ? shift.count : shift.count * 7;
    return { start: addDays(today, 1 - days), end: today };
  }
  return currentPeriod(shift.unit, today);
}

/** A period checked against today and the longest report: ends after today are cut to today. */
function checkPeriod(range: DayRange, today: string): { range: DayRange } | { problem: string } {
  if (range.start > range.end) return { problem: PROMPT_MESSAGES.startAfterEnd(period(range)) };
  if (range.start > today) return { problem: PROMPT_MESSAGES.afterToday(period(range), formatLongDay(today)) };
  const cut = range.end > today ? { start: range.start, end: today } : range;
  const days = dayCount(cut);
  if (days > PROMPT_RANGE_MAX_DAYS) return { problem: PROMPT_MESSAGES.rangeTooLong(period(cut), days) };
  return { range: cut };
}

/** The structured query of a draft, with the defaults filled in, or the problem that stops it. */
export function buildQuery(
  hive: AnalyticsHive,
  draft: QueryDraft,
  today: string,
): { ok: true; query: PromptQuery } | { ok: false; problem: string } {
  const measure = draft.measure ?? "count";
  const filters = draft.filters.map((filter) => ({ ...filter, values: [...filter.values] }));
  if (measure === "sessions" && !filters.some((filter) => filter.field === "eventType")) {
    filters.push({ field: "eventType", op: "in", values: ["session_start"] });
  }
  const compare = draft.compare;
  const asked =
    draft.range ??
    (compare?.kind === "shift"
      ? periodOfShift(compare.shift, today)
      : { start: addDays(today, 1 - PROMPT_DEFAULT_DAYS), end: today });
  const range = checkPeriod(asked, today);
  if ("problem" in range) return { ok: false, problem: range.problem };
  let compareRange: DayRange | undefined;
  if (compare !== undefined) {
    const other =
      compare.kind === "range"
        ? compare.range
        : compare.kind === "previous"
          ? previousPeriod(range.range)
          : shiftBack(range.range, compare.shift);
    const checked = checkPeriod(other, today);
    if ("problem" in checked) return { ok: false, problem: checked.problem };
    compareRange = checked.range;
  }
  if (draft.dimensions.length > 3)
    return { ok: false, problem: PROMPT_MESSAGES.tooManyDimensions(draft.dimensions.length) };
  if (filters.length > 10) return { ok: false, problem: PROMPT_MESSAGES.tooManyFilters };
  if (filters.some((filter) => filter.values.length > 50)) return { ok: false, problem: PROMPT_MESSAGES.tooManyValues };
  const [only, ...others] = draft.dimensions;
  const chronological = only !== undefined && others.length === 0 && isTimeDimension(only);
  const query: PromptQuery = {
    hive,
    measure,
    dimensions: [...draft.dimensions],
    filters,
    range: range.range,
    ...(compareRange === undefined ? {} : { compare: compareRange }),
    order: draft.order ?? (chronological ? { by: "dimension", direction: "asc" } : { by: "value", direction: "desc" }),
    ...(draft.limit === undefined ? {} : { limit: Math.min(draft.limit, PROMPT_LIMIT_MAX) }),
  };
  const parsed = PromptQuery.safeParse(query);
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, problem: PROMPT_MESSAGES.cannotBuild };
}
