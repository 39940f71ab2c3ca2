import { describe, expect, it } from "vitest";
import { REVIEW_TEXTS } from "./review-texts";

describe("a change as the review page words it", () => {
  it("says what was added, removed or changed", () => {
    const proof = { kind: "proof", subject: "front.pdf" } as const;
    expect(REVIEW_TEXTS.change({ ...proof, before: "", after: "version 1" })).toBe("front.pdf: added (version 1)");
    expect(REVIEW_TEXTS.change({ ...proof, before: "version 1", after: "" })).toBe(
      "front.pdf: removed (was version 1)",
    );
    expect(REVIEW_TEXTS.change({ ...proof, before: "version 1", after: "version 2" })).toBe(
      "front.pdf: version 1 → version 2",
    );
  });
});
