import { describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error";
import {
  ANALYTICS_PERIOD_MAX_DAYS,
  ANALYTICS_PERIOD_MESSAGES,
  calendarDay,
  dayParts,
  daysIn,
  periodOf,
} from "./analytics-period";

const query = (start: string, end: string) => {
  const [startyear, startmonth, startday] = start.split("-").map(Number);
  const [endyear, endmonth, endday] = end.split("-").map(Number);
  return {
    startyear: startyear ?? 0,
    startmonth: startmonth ?? 0,
    startday: startday ?? 0,
    endyear: endyear ?? 0,
    endmonth: endmonth ?? 0,
    endday: endday ?? 0,
  };
};

function failureOf(run: () => unknown): AppError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe("calendarDay", () => {
  it("writes real days as YYYY-MM-DD and refuses the others", () => {
    expect(calendarDay(2028, 2, 29)).toBe("2028-02-29");
    expect(calendarDay(2026, 2, 29)).toBeUndefined();
    expect(calendarDay(2026, 4, 31)).toBeUndefined();
    expect(calendarDay(2026, 12, 31)).toBe("2026-12-31");
  });
});

describe("periodOf", () => {
  it("answers both days, the same day twice being one day", () => {
    expect(periodOf(query("2026-04-01", "2026-04-30"))).toEqual({ start: "2026-04-01", end: "2026-04-30" });
    expect(daysIn(periodOf(query("2026-04-01", "2026-04-01")))).toBe(1);
  });

  it.each([
    ["a start not on the calendar", "2026-02-29", "2026-03-01", ANALYTICS_PERIOD_MESSAGES.invalidStart, "startday"],
    ["an end not on the calendar", "2026-04-01", "2026-04-31", ANALYTICS_PERIOD_MESSAGES.invalidEnd, "endday"],
    ["a start after the end", "2026-04-02", "2026-04-01", ANALYTICS_PERIOD_MESSAGES.startAfterEnd, undefined],
  ])("refuses %s with 400", (_case, start, end, message, field) => {
    const error = failureOf(() => periodOf(query(start, end)));
    expect(error).toMatchObject({ statusCode: 400, message });
    expect(error?.modelState).toEqual(field ? { [field]: [message] } : undefined);
  });

  it(`takes at most ${ANALYTICS_PERIOD_MAX_DAYS} days when bounded, a leap year whole`, () => {
    expect(daysIn(periodOf(query("2028-01-01", "2028-12-31"), ANALYTICS_PERIOD_MAX_DAYS))).toBe(366);
    expect(daysIn(periodOf(query("2026-01-01", "2027-01-01"), ANALYTICS_PERIOD_MAX_DAYS))).toBe(366);
    const error = failureOf(() => periodOf(query("2026-01-01", "2027-01-02"), ANALYTICS_PERIOD_MAX_DAYS));
    expect(error).toMatchObject({ statusCode: 400, message: ANALYTICS_PERIOD_MESSAGES.tooLong });
    expect(periodOf(query("2020-01-01", "2026-01-01"))).toEqual({ start: "2020-01-01", end: "2026-01-01" });
  });
});

describe("dayParts", () => {
  it("splits a day into numbers", () => {
    expect(dayParts("2026-03-09")).toEqual({ year: 2026, month: 3, day: 9 });
  });
});
