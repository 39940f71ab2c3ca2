import { describe, expect, it } from "vitest";
import { UsageBuffer } from "./usage-buffer";

const NOVEMBER = { start: "2026-11-01", end: "2026-11-30" };

describe("UsageBuffer", () => {
  it("sums counts of the same company, kind and day, and keeps the others apart", () => {
    const buffer = new UsageBuffer();
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 100 });
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 20 });
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-04", amount: 5 });
    buffer.add({ companyId: "a", kind: "moderation", day: "2026-11-03", amount: 1 });
    buffer.add({ companyId: "b", kind: "bandwidth", day: "2026-11-03", amount: 7 });
    expect(buffer.pending("a", "bandwidth", NOVEMBER)).toEqual([
      { date: "2026-11-03", total: 120 },
      { date: "2026-11-04", total: 5 },
    ]);
    expect(buffer.pending("a", "moderation", NOVEMBER)).toEqual([{ date: "2026-11-03", total: 1 }]);
    expect(buffer.pending("b", "bandwidth", NOVEMBER)).toEqual([{ date: "2026-11-03", total: 7 }]);
    expect(buffer.pending("b", "moderation", NOVEMBER)).toEqual([]);
  });

  it("answers only the days of the range, both ends included", () => {
    const buffer = new UsageBuffer();
    for (const day of ["2026-10-31", "2026-11-01", "2026-11-30", "2026-12-01"]) {
      buffer.add({ companyId: "a", kind: "bandwidth", day, amount: 1 });
    }
    expect(buffer.pending("a", "bandwidth", NOVEMBER).map((day) => day.date)).toEqual(["2026-11-01", "2026-11-30"]);
  });

  it("ignores zero amounts", () => {
    const buffer = new UsageBuffer();
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 0 });
    expect(buffer.take()).toEqual([]);
  });

  it("hands every count over once on take, and sums counts given back with later ones", () => {
    const buffer = new UsageBuffer();
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 100 });
    buffer.add({ companyId: "b", kind: "moderation", day: "2026-11-03", amount: 2 });
    const taken = buffer.take();
    expect(taken).toEqual([
      { companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 100 },
      { companyId: "b", kind: "moderation", day: "2026-11-03", amount: 2 },
    ]);
    expect(buffer.take()).toEqual([]);
    buffer.add({ companyId: "a", kind: "bandwidth", day: "2026-11-03", amount: 1 });
    for (const count of taken) buffer.add(count);
    expect(buffer.pending("a", "bandwidth", NOVEMBER)).toEqual([{ date: "2026-11-03", total: 101 }]);
  });
});
