import type { Usage, UsageKind } from "@atelier/domain/account/usage.schema";
import {
  byteUnitFor,
  formatBytes,
  formatThousands,
  padDays,
  shortDayLabel,
  USAGE_CHART_SLOTS,
  type UsageSlot,
} from "@atelier/domain/account/usage-series";
import { USAGE_TEXTS } from "./usage-texts";

export type UsagePeriod = "thisMonth" | "trailing";

/** The height of a usage chart, kept by its placeholder while the chart loads. */
export const USAGE_CHART_HEIGHT = 180;

/** A chart's bar: the day's label ('Nov 3') and its value in the chart's unit (null: a day to come). */
export interface UsageChartRow {
  day: string;
  value: number | null;
}

/** The values of a chart: the amounts divided by `divisor`, shown with `format`. */
export interface ChartScale {
  divisor: number;
  format: (value: number) => string;
}

/** How one kind of usage is shown. */
export interface UsageMeasure {
  title: string;
  /** The headline figure of a period. */
  total: (amount: number) => string;
  /** The exact amount, under the headline. */
  exact: (amount: number) => string;
  scale: (largest: number) => ChartScale;
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The unit of a bandwidth chart: the one its largest day reads in (at least 1), as the totals choose theirs. */
export function bandwidthScale(largestBytes: number): ChartScale {
  const { unit, bytes } = byteUnitFor(largestBytes);
  return { divisor: bytes, format: (value) => `${upToTwoDecimals.format(value)} ${unit}` };
}

export const USAGE_MEASURES: Record<UsageKind, UsageMeasure> = {
  bandwidth: {
    title: USAGE_TEXTS.bandwidth,
    total: formatBytes,
    exact: (amount) => USAGE_TEXTS.bytes(grouped.format(amount)),
    scale: bandwidthScale,
  },
  moderation: {
    title: USAGE_TEXTS.moderation,
    total: formatThousands,
    exact: (amount) => USAGE_TEXTS.calls(grouped.format(amount)),
    scale: () => ({ divisor: 1, format: formatThousands }),
  },
};

/** The period's days as the chart shows them: this month padded to 30 slots, the trailing 30 days as they are. */
export function periodSlots(usage: Usage, period: UsagePeriod): UsageSlot[] {
  return period === "thisMonth" ? padDays(usage.thisMonth.days, USAGE_CHART_SLOTS) : usage.trailing.days;
}

/** The chart's rows and scale for the period's days. */
export function chartRows(
  slots: readonly UsageSlot[],
  measure: UsageMeasure,
): { rows: UsageChartRow[]; scale: ChartScale } {
  const largest = Math.max(0, ...slots.map((slot) => slot.total ?? 0));
  const scale = measure.scale(largest);
  const rows = slots.map((slot) => ({
    day: shortDayLabel(slot.date),
    value: slot.total === null ? null : slot.total / scale.divisor,
  }));
  return { rows, scale };
}
