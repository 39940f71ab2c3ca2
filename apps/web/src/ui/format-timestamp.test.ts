import { describe, expect, it } from "vitest";
import { formatTimestamp } from "./format-timestamp";

describe("formatTimestamp", () => {
  it("writes the date as MM/DD/YYYY and the time in the locale's way", () => {
    const iso = new Date(2025, 2, 7, 14, 5).toISOString();
    expect(formatTimestamp(iso, "en-US")).toBe("03/07/2025 2:05 PM");
    expect(formatTimestamp(iso, "en-GB")).toBe("03/07/2025 14:05");
  });

  it("leaves a value it cannot read as it is", () => {
    expect(formatTimestamp("later")).toBe("later");
  });
});
