import { describe, expect, it } from "vitest";
import { isNearEnd } from "./virtual-list";

describe("isNearEnd", () => {
  it("is true once the last row drawn is within overscan rows of the end", () => {
    expect(isNearEnd(80, 100, 4)).toBe(false);
    expect(isNearEnd(95, 100, 4)).toBe(true);
    expect(isNearEnd(99, 100, 4)).toBe(true);
    expect(isNearEnd(2, 3, 0)).toBe(true);
  });
});
