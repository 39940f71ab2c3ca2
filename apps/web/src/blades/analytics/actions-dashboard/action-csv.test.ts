import { describe, expect, it } from "vitest";
import { withPreviousCell, withPreviousHeader } from "./action-csv";

describe("list CSV while comparing", () => {
  it("adds the previous period's count last", () => {
    expect(withPreviousHeader(["Device", "Count"], true)).toEqual(["Device", "Count", "Previous"]);
    expect(withPreviousCell(["mobile", 4], { count: 4, previous: 2 }, true)).toEqual(["mobile", 4, 2]);
    expect(withPreviousCell(["mobile", 4], { count: 4 }, true)).toEqual(["mobile", 4, 0]);
  });

  it("leaves the columns as they are otherwise", () => {
    expect(withPreviousHeader(["Device", "Count"], false)).toEqual(["Device", "Count"]);
    expect(withPreviousCell(["mobile", 4], { count: 4, previous: 2 }, false)).toEqual(["mobile", 4]);
  });
});
