import { describe, expect, it } from "vitest";
import {
  copyOptionItemId,
  newOptionItemId,
  optionOpening,
  rememberCopy,
  rememberedCopy,
} from "./option-editor-item-id";
import { newOptionValues } from "./option-form-values";

describe("optionOpening", () => {
  it.each([
    [
      { mode: "edit", itemId: "o1" },
      { mode: "edit", optionId: "o1" },
    ],
    [{ mode: "new" }, { mode: "new", definitionId: null }],
    [
      { mode: "new", itemId: newOptionItemId("d1") },
      { mode: "new", definitionId: "d1" },
    ],
    [
      { mode: "new", itemId: copyOptionItemId("o1") },
      { mode: "copy", sourceId: "o1" },
    ],
    [
      { mode: "new", itemId: "something else" },
      { mode: "new", definitionId: null },
    ],
  ] as const)("reads %j", (blade, opening) => {
    expect(optionOpening(blade)).toEqual(opening);
  });
});

describe("copies", () => {
  it("hands a copy's values to the blade opened with its item id, the latest copy winning", () => {
    const itemId = copyOptionItemId("o2");
    expect(rememberedCopy(itemId)).toBeUndefined();
    rememberCopy(itemId, { ...newOptionValues(null), code: "A Copy" });
    rememberCopy(itemId, { ...newOptionValues(null), code: "B Copy" });
    expect(rememberedCopy(itemId)?.code).toBe("B Copy");
    expect(rememberedCopy(copyOptionItemId("o3"))).toBeUndefined();
  });
});
