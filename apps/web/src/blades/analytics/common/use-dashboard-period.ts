import type { AnalyticsPeriodQuery } from "@atelier/domain/analytics/analytics-period.schema";
import {
  type DayRange,
  DEFAULT_DATE_RANGE_PRESET,
  previousPeriod,
  rangeOfPreset,
  toPeriodQuery,
} from "@atelier/domain/analytics/date-range";
import dayjs from "dayjs";
import { useMemo, useState } from "react";

export interface DashboardPeriod {
  today: string;
  range: DayRange;
  setRange: (range: DayRange) => void;
  /** 'Compare with previous period' is on. */
  compare: boolean;
  setCompare: (compare: boolean) => void;
  query: AnalyticsPeriodQuery;
  /** The period of the same length just before, while compare is on. */
  previous: DayRange | undefined;
  previousQuery: AnalyticsPeriodQuery | undefined;
}

/** A dashboard's period: the last 30 days at first (spec part 1, 9), and the previous period when comparing. */
export function useDashboardPeriod(): DashboardPeriod {
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const [range, setRange] = useState<DayRange>(() => rangeOfPreset(DEFAULT_DATE_RANGE_PRESET, today));
  const [compare, setCompare] = useState(false);
  return useMemo(() => {
    const previous = compare ? previousPeriod(range) : undefined;
    return {
      today,
      range,
      setRange,
      compare,
      setCompare,
      query: toPeriodQuery(range),
      previous,
      previousQuery: previous === undefined ? undefined : toPeriodQuery(previous),
    };
  }, [today, range, compare]);
}
