import type { Usage } from "@atelier/domain/account/usage.schema";
import { fillDays, monthRange, trailingRange } from "@atelier/domain/account/usage-series";
import { describe, expect, it } from "vitest";
import { bandwidthScale, chartRows, periodSlots, USAGE_MEASURES } from "./usage-figures";

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

describe("bandwidthScale", () => {
  it.each([
    [5 * GIB, GIB, 2.5, "2.5 GiB"],
    [GIB, GIB, 0.05, "0.05 GiB"],
    [GIB - 1, MIB, 12.345, "12.35 MiB"],
    [MIB, MIB, 0.1, "0.1 MiB"],
    [784 * 1024, 1024, 392, "392 KiB"],
    [48_213, 1024, 47.08, "47.08 KiB"],
    [900, 1, 450, "450 B"],
    [0, 1, 0, "0 B"],
  ])("charts a largest day of %i bytes in units of %i bytes (%f shown as %s)", (largest, divisor, value, shown) => {
    const scale = bandwidthScale(largest);
    expect(scale.divisor).toBe(divisor);
    expect(scale.format(value)).toBe(shown);
  });
});

describe("USAGE_MEASURES", () => {
  it.each([
    [0, "0 B"],
    [784 * 1024, "784 KiB"],
    [2 * MIB, "2 MiB"],
    [3 * GIB, "3 GiB"],
  ])("shows a bandwidth total of %i bytes in a readable unit: %s", (bytes, shown) => {
    expect(USAGE_MEASURES.bandwidth.total(bytes)).toBe(shown);
  });

  it("shows the exact bytes under the bandwidth, and moderation with K for thousands", () => {
    expect(USAGE_MEASURES.bandwidth.exact(48_213)).toBe("48,213 bytes");
    expect(USAGE_MEASURES.moderation.total(1234)).toBe("1.2K");
    expect(USAGE_MEASURES.moderation.exact(1234)).toBe("1,234 calls");
    expect(USAGE_MEASURES.moderation.scale(5000).format(2500)).toBe("2.5K");
  });
});

describe("periodSlots and chartRows", () => {
  const today = "2026-11-03";
  const rows = [{ date: "2026-11-02", total: 2 * MIB }];
  const usage: Usage = {
    thisMonth: fillDays(monthRange(today), rows),
    trailing: fillDays(trailingRange(today, 30), rows),
  };

  it("pads this month to 30 slots with days to come at no value, and keeps the trailing 30 days", () => {
    const month = chartRows(periodSlots(usage, "thisMonth"), USAGE_MEASURES.bandwidth);
    expect(month.rows).toHaveLength(30);
    expect(month.rows.slice(0, 4)).toEqual([
      { day: "Nov 1", value: 0 },
      { day: "Nov 2", value: 2 },
      { day: "Nov 3", value: 0 },
      { day: "Nov 4", value: null },
    ]);
    expect(month.rows.at(-1)).toEqual({ day: "Nov 30", value: null });
    expect(month.scale.format(2)).toBe("2 MiB");

    const trailing = chartRows(periodSlots(usage, "trailing"), USAGE_MEASURES.bandwidth);
    expect(trailing.rows).toHaveLength(30);
    expect(trailing.rows[0]).toEqual({ day: "Oct 5", value: 0 });
    expect(trailing.rows.at(-1)).toEqual({ day: "Nov 3", value: 0 });
  });
});
