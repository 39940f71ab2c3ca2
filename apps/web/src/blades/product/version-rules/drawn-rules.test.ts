import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { firstInvalidRule } from "./drawn-rules";
import type { RulesFormValues } from "./rules-form";

describe("firstInvalidRule", () => {
  it("finds the first rule holding an error in the sparse list of rule errors", () => {
    const rulesJson: FieldErrors<RulesFormValues>["rulesJson"] = [];
    rulesJson[70] = { code: { type: "custom", message: "Line 1, Column 1: Expected IF" } };
    rulesJson[120] = { description: { type: "too_big", message: "Description is at most 2000 characters." } };
    expect(firstInvalidRule({ rulesJson })).toBe(70);
  });

  it("answers -1 when no rule is invalid", () => {
    expect(firstInvalidRule({})).toBe(-1);
    expect(firstInvalidRule({ etag: { type: "invalid_type", message: "Required" } })).toBe(-1);
  });
});
