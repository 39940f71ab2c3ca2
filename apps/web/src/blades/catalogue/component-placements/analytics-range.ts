import {
  DATE_RANGE_PRESETS,
  DEFAULT_DATE_RANGE_PRESET,
  type FixedDateRangePreset,
  isDay,
  rangeOfPreset,
  toPeriodQuery,
} from "@atelier/domain/analytics/date-range";
import type { PlacementAnalyticsQuery } from "@atelier/domain/product/component.schema";

/** A range of days as the date-range picker holds it: 'YYYY-MM-DD' each end, null while unchosen. */
export type DayRange = [string | null, string | null];

const FIXED_PRESETS = DATE_RANGE_PRESETS.filter((preset): preset is FixedDateRangePreset => preset !== "Custom Range");

/** A preset's days as the picker holds them (the dashboards' rules, packages/domain/src/analytics/date-range.ts). */
export function presetRange(preset: FixedDateRangePreset, today: string): [string, string] {
  const { start, end } = rangeOfPreset(preset, today);
  return [start, end];
}

/** The panel's first range: the dashboards' default ('Last 30 Days'). */
export const defaultRange = (today: string): [string, string] => presetRange(DEFAULT_DATE_RANGE_PRESET, today);

/** The picker's shortcuts, as the analytics dashboards offer them. */
export function rangePresets(today: string): { label: string; value: [string, string] }[] {
  return FIXED_PRESETS.map((label) => ({ label, value: presetRange(label, today) }));
}

/** The analytics call for a placement over a range (both days included); null until both ends are chosen. */
export function analyticsQuery(placement: string, [from, to]: DayRange): PlacementAnalyticsQuery | null {
  if (from === null || to === null || !isDay(from) || !isDay(to)) return null;
  return { placement, sort: -1, mode: 0, ...toPeriodQuery({ start: from, end: to }) };
}
