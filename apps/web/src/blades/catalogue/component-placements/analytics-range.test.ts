import { PlacementAnalyticsQuery } from "@atelier/domain/product/component.schema";
import { describe, expect, it } from "vitest";
import { analyticsQuery, defaultRange, rangePresets } from "./analytics-range";

const today = "2026-03-05";

describe("analytics ranges", () => {
  it("starts on the dashboards' default, the last 30 days up to yesterday, across a month's end", () => {
    expect(defaultRange(today)).toEqual(["2026-02-03", "2026-03-04"]);
  });

  it("offers the dashboards' shortcuts", () => {
    expect(rangePresets(today)).toEqual([
      { label: "Last 7 Days", value: ["2026-02-26", "2026-03-04"] },
      { label: "Last 30 Days", value: ["2026-02-03", "2026-03-04"] },
      { label: "This Month", value: ["2026-03-01", "2026-03-31"] },
      { label: "Last Month", value: ["2026-02-01", "2026-02-28"] },
    ]);
  });

  it("turns a complete range into the call's query, most used first and counts", () => {
    const query = analyticsQuery("p1", ["2026-02-04", "2026-03-05"]);
    expect(query).toEqual({
      placement: "p1",
      sort: -1,
      mode: 0,
      startyear: 2026,
      startmonth: 2,
      startday: 4,
      endyear: 2026,
      endmonth: 3,
      endday: 5,
    });
    expect(PlacementAnalyticsQuery.safeParse(query).success).toBe(true);
  });

  it("waits for both ends of the range", () => {
    expect(analyticsQuery("p1", ["2026-02-04", null])).toBeNull();
    expect(analyticsQuery("p1", [null, null])).toBeNull();
    expect(analyticsQuery("p1", ["not a day", "2026-03-05"])).toBeNull();
  });
});
