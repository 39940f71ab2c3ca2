import { PROMPT_REFINEMENTS_MAX } from "@atelier/domain/analytics/prompt-query.schema";
import { describe, expect, it } from "vitest";
import { addRefinement, removeRefinement } from "./refinements";

describe("addRefinement", () => {
  it("adds the trimmed clarification after the others", () => {
    expect(addRefinement(["only mobile"], "  by month ", false)).toEqual(["only mobile", "by month"]);
  });

  it.each([[""], ["   "], ["\t\n"]])("ignores an empty clarification %j", (typed) => {
    expect(addRefinement([], typed, false)).toBeNull();
  });

  it("ignores a clarification sent while the report loads", () => {
    expect(addRefinement(["only mobile"], "by month", true)).toBeNull();
  });

  it("ignores a repeated clarification and one past the most the server reads", () => {
    expect(addRefinement(["only mobile"], "Only Mobile", false)).toBeNull();
    const full = Array.from({ length: PROMPT_REFINEMENTS_MAX }, (_, index) => `by ${index}`);
    expect(addRefinement(full, "by week", false)).toBeNull();
  });
});

describe("removeRefinement", () => {
  it("leaves the others in order", () => {
    expect(removeRefinement(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeRefinement(["a"], 3)).toEqual(["a"]);
  });
});
