import { PROMPT_MAX_LENGTH } from "@atelier/domain/analytics/prompt-query.schema";
import { describe, expect, it } from "vitest";
import { promptToAsk } from "./prompt-text";

describe("promptToAsk", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["\n\t ", null],
    ["sessions this week", "sessions this week"],
    ["  top 5 products  ", "top 5 products"],
  ])("%j asks %j", (typed, asked) => {
    expect(promptToAsk(typed)).toBe(asked);
  });

  it("keeps the question within the longest prompt the server reads", () => {
    expect(promptToAsk("a".repeat(PROMPT_MAX_LENGTH + 20))).toHaveLength(PROMPT_MAX_LENGTH);
  });
});
