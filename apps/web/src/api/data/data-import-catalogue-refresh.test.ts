import { describe, expect, it } from "vitest";
import { wroteCatalogue } from "./data-import-catalogue-refresh";

describe("wroteCatalogue", () => {
  it.each([
    [undefined, "Applied", false],
    ["Planned", "Planned", false],
    ["Planned", "Applied", true],
    ["Applied", "Undone", true],
    ["Applied", "Applied", false],
  ] as const)("from %s to %s: %s", (before, after, wrote) => {
    expect(wroteCatalogue(before, after)).toBe(wrote);
  });
});
