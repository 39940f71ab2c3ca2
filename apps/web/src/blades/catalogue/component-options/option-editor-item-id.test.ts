import { describe, expect, it } from "vitest";
import { catalogueLinks } from "../catalogue-links";
import { optionOpening, rememberCopy, rememberedCopy } from "./option-editor-item-id";
import { newOptionValues } from "./option-form-values";

describe("optionOpening", () => {
  it.each([
    [
      { mode: "edit", itemId: "o1" },
      { mode: "edit", optionId: "o1" },
    ],
    [{ mode: "new" }, { mode: "new", definitionId: null }],
    [
      { mode: "new", itemId: catalogueLinks.newOption({ definitionId: "d1" }).itemId },
      { mode: "new", definitionId: "d1" },
    ],
    [
      { mode: "new", itemId: catalogueLinks.copyOption({ sourceId: "o1" }).itemId },
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
    const link = catalogueLinks.copyOption({ sourceId: "o2" });
    expect(link.itemId).toBe("copy~o2");
    expect(rememberedCopy("copy~o2")).toBeUndefined();
    rememberCopy(link, { ...newOptionValues(null), code: "A Copy" });
    rememberCopy(link, { ...newOptionValues(null), code: "B Copy" });
    expect(rememberedCopy("copy~o2")?.code).toBe("B Copy");
    expect(rememberedCopy("copy~o3")).toBeUndefined();
  });
});
