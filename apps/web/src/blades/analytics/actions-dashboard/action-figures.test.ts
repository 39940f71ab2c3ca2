import { describe, expect, it } from "vitest";
import { eventLabel, funnelSteps, percentText, periodDays, sessionPoints } from "./action-figures";

const period = { start: "2026-02-27", end: "2026-03-02" };

describe("periodDays", () => {
  it("lists every day of the period, both ends included, across a month end", () => {
    expect(periodDays(period)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("is empty when the start is after the end", () => {
    expect(periodDays({ ...period, start: "2026-04-01" })).toEqual([]);
  });
});

describe("sessionPoints", () => {
  const sessions = { total: 5, siteCodes: [], intervals: [{ year: 2026, month: 3, day: 1, count: 5 }] };

  it("fills the days without sessions with 0", () => {
    expect(sessionPoints(sessions, period)).toEqual([
      { day: "02/27", date: "2026-02-27", count: 0 },
      { day: "02/28", date: "2026-02-28", count: 0 },
      { day: "03/01", date: "2026-03-01", count: 5 },
      { day: "03/02", date: "2026-03-02", count: 0 },
    ]);
  });

  it("puts the previous period's days beside the period's, day by day", () => {
    const previousPeriod = { start: "2026-02-23", end: "2026-02-26" };
    const previous = { total: 3, siteCodes: [], intervals: [{ year: 2026, month: 2, day: 24, count: 3 }] };
    expect(
      sessionPoints(sessions, period, { sessions: previous, period: previousPeriod }).map((p) => p.previous),
    ).toEqual([0, 3, 0, 0]);
  });
});

describe("funnelSteps", () => {
  it("orders the steps and gives their rates", () => {
    const steps = funnelSteps({
      steps: [
        { step: "cart", count: 10 },
        { step: "session", count: 200 },
        { step: "recipe", count: 40 },
      ],
    });
    expect(steps.map((s) => [s.step, s.count, s.ofStart, s.ofPrevious])).toEqual([
      ["session", 200, 1, null],
      ["recipe", 40, 0.2, 0.2],
      ["cart", 10, 0.05, 0.25],
    ]);
  });

  it("has no rates without sessions, and counts a missing step as 0", () => {
    const steps = funnelSteps({ steps: [] }, { steps: [{ step: "session", count: 4 }] });
    expect(steps.map((s) => [s.count, s.ofStart, s.ofPrevious, s.previous])).toEqual([
      [0, null, null, 4],
      [0, null, null, 0],
      [0, null, null, 0],
    ]);
  });
});

describe("texts", () => {
  it("writes rates and changes as percentages", () => {
    expect(percentText(0.425)).toBe("42.5%");
    expect(percentText(null)).toBe("–");
  });

  it("names custom events by their name", () => {
    expect(eventLabel({ type: "custom", name: "wishlist", count: 1 })).toBe("Custom: wishlist");
    expect(eventLabel({ type: "session_start", name: "", count: 1 })).toBe("Session start");
    expect(eventLabel({ type: "added_to_cart", name: "added_to_cart", count: 1 })).toBe("Added to cart");
  });
});
