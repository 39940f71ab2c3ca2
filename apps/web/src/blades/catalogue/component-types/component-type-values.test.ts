import { PartCodeSequence } from "@atelier/domain/catalogue/component-type.schema";
import { describe, expect, it } from "vitest";
import { newSequence, parseWidth, widthText } from "./component-type-values";

describe("part code sequence values", () => {
  it("reads the width field: empty or auto is auto, digits a number", () => {
    expect(parseWidth("")).toBe("auto");
    expect(parseWidth(" Auto ")).toBe("auto");
    expect(parseWidth("4")).toBe(4);
    expect(parseWidth("-1")).toBe(-1);
    expect(parseWidth("4.5")).toBeNaN();
    expect(widthText("auto")).toBe("");
    expect(widthText(0)).toBe("0");
  });

  it("refuses a negative or non-numeric width and a fill of other than one character", () => {
    const attribute = { ...newSequence("attribute", "a", "d1"), name: "Color" };
    expect(PartCodeSequence.safeParse(attribute).success).toBe(true);
    expect(PartCodeSequence.safeParse({ ...attribute, width: parseWidth("-1") }).success).toBe(false);
    expect(PartCodeSequence.safeParse({ ...attribute, width: parseWidth("x") }).success).toBe(false);
    expect(PartCodeSequence.safeParse({ ...attribute, fill: "ab" }).success).toBe(false);
    expect(PartCodeSequence.safeParse({ ...attribute, name: " " }).success).toBe(false);
  });

  it("starts a definition's sequences on the first definition", () => {
    expect(newSequence("code", "c", "d1")).toEqual({ id: "c", type: "code", targetId: "d1" });
    expect(newSequence("placement-name", "p")).toEqual({ id: "p", type: "placement-name" });
  });
});
