import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 KB"],
    [1, "1 KB"],
    [18, "1 KB"],
    [500, "1 KB"],
    [1023, "1 KB"],
    [1024, "1 KB"],
    [1536, "2 KB"],
    [10 * 1024, "10 KB"],
    [37_171, "36 KB"],
    [1024 * 1024 - 1, "1024 KB"],
    [1024 * 1024, "1024 KB"],
    [1024 * 1024 + 1, "1.0 MB"],
    [5.25 * 1024 * 1024, "5.3 MB"],
    [50 * 1024 * 1024, "50.0 MB"],
    [3 * 1024 ** 3, "3072.0 MB"],
  ])("shows %i bytes as %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
