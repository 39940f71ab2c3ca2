import { describe, expect, it } from "vitest";
import { personalValuesCell } from "./analytics-export.service";

describe("personalValuesCell", () => {
  it("writes the values as name=value pairs by name, numbers as text", () => {
    expect(personalValuesCell({ SIZE: 42, MONOGRAM: "AB" })).toBe("MONOGRAM=AB; SIZE=42");
    expect(personalValuesCell({})).toBe("");
    expect(personalValuesCell(null)).toBe("");
  });
});
