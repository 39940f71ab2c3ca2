import { describe, expect, it } from "vitest";
import { periodText } from "./period-text";

describe("periodText", () => {
  it("writes the days as MM/DD/YYYY", () => {
    expect(periodText({ start: "2026-10-28", end: "2026-11-26" })).toBe("10/28/2026 - 11/26/2026");
  });
  it("names the previous period when comparing", () => {
    expect(periodText({ start: "2026-11-20", end: "2026-11-26" }, { start: "2026-11-13", end: "2026-11-19" })).toBe(
      "11/20/2026 - 11/26/2026 (compared with 11/13/2026 - 11/19/2026)",
    );
  });
});
