import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "1 KB"],
    [500, "1 KB"],
    [10 * 1024, "10 KB"],
    [1024 * 1024, "1024 KB"],
    [1024 * 1024 + 1, "1.0 MB"],
    [5.25 * 1024 * 1024, "5.3 MB"],
  ])("shows %i bytes as %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
