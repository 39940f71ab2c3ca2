import { RECIPE_ID_PATTERN } from "@atelier/domain/customer/recipe.schema";
import { describe, expect, it } from "vitest";
import { newRecipeId } from "./recipe-id";

describe("newRecipeId", () => {
  it("makes 12 letters and digits, different each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRecipeId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(RECIPE_ID_PATTERN);
  });

  it("drops the bytes that would favour some characters", () => {
    let call = 0;
    // The first call gives only bytes at 248 and above (dropped), the next only byte 61 ('z').
    const random = (size: number) => Buffer.alloc(size, call++ === 0 ? 250 : 61);
    expect(newRecipeId(random)).toBe("zzzzzzzzzzzz");
  });

  it("uses every character of the alphabet", () => {
    const bytes = Buffer.from(Array.from({ length: 62 }, (_, index) => index));
    let offset = 0;
    const random = (size: number) => {
      const part = Buffer.alloc(size);
      for (let index = 0; index < size; index++) part[index] = bytes[(offset + index) % 62] ?? 0;
      offset += size;
      return part;
    };
    const seen = new Set(Array.from({ length: 20 }, () => newRecipeId(random)).join(""));
    expect(seen.size).toBe(62);
  });
});
