import { describe, expect, it } from "vitest";
import { describeQuery } from "./describe-query";

describe("describeQuery", () => {
  it("says what is counted, grouped, narrowed, over which days, in which order", () => {
    expect(
      describeQuery({
        hive: "recipe",
        measure: "count",
        dimensions: ["product"],
        filters: [{ field: "site", op: "in", values: ["US"] }],
        range: { start: "2026-03-01", end: "2026-03-31" },
        order: { by: "value", direction: "desc" },
        limit: 5,
      }),
    ).toBe("saved recipes by product, where site is US, from 2026-03-01 to 2026-03-31, most first, top 5");
    expect(
      describeQuery({
        hive: "actionevent",
        measure: "sessions",
        dimensions: [],
        filters: [{ field: "device", op: "notIn", values: ["mobile", "tablet"] }],
        range: { start: "2026-04-06", end: "2026-04-12" },
        compare: { start: "2026-03-30", end: "2026-04-05" },
        order: { by: "dimension", direction: "asc" },
      }),
    ).toBe(
      "sessions, where device is not mobile, tablet, from 2026-04-06 to 2026-04-12, compared with 2026-03-30 to 2026-04-05",
    );
  });
});
