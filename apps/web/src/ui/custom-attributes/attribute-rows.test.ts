import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  attributeImageSrc,
  base64FromDataUrl,
  convertAttributeValue,
  isChoosableValueType,
  mergeShownOrder,
  numberFromInput,
  rowValueType,
  visibleAttributes,
} from "./attribute-rows";

const row = (id: string, name: string, value: CustomAttribute["value"] = ""): CustomAttribute => ({ id, name, value });

describe("rowValueType", () => {
  it.each<[CustomAttribute, Parameters<typeof rowValueType>[1], string]>([
    [row("1", "logo-image", "x"), "text", "image"],
    [row("1", "note", "<b>x</b>"), undefined, "html"],
    [row("1", "note", "<b>x</b>"), "text", "text"],
    [row("1", "note", "plain"), "json", "json"],
    [row("1", "size", 3), undefined, "number"],
  ])("%o chosen %s shows %s", (attribute, chosen, type) => {
    expect(rowValueType(attribute, chosen)).toBe(type);
  });
});

describe("convertAttributeValue", () => {
  it.each<[CustomAttribute["value"], Parameters<typeof convertAttributeValue>[1], CustomAttribute["value"]]>([
    ["14", "number", 14],
    [" 2.5 ", "number", 2.5],
    ["abc", "number", null],
    ["", "number", null],
    [null, "number", null],
    [7, "number", 7],
    [7, "text", "7"],
    [null, "html", ""],
    ["<b>", "json", "<b>"],
  ])("%j as %s is %j", (value, type, expected) => {
    expect(convertAttributeValue(value, type)).toBe(expected);
  });

  it("gives text back unchanged after a round trip through a number when it reads as one", () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(convertAttributeValue(convertAttributeValue(String(n), "number"), "text")).toBe(String(n));
      }),
    );
  });
});

describe("numberFromInput", () => {
  it.each<[number | string, number | null]>([
    [3, 3],
    ["", null],
    ["  ", null],
    ["-1.5", -1.5],
    ["1e3", 1000],
    ["x", null],
    [Number.NaN, null],
  ])("%j is %j", (input, expected) => {
    expect(numberFromInput(input)).toBe(expected);
  });
});

describe("isChoosableValueType", () => {
  it("accepts only the types a user may pick", () => {
    expect(["text", "number", "html", "json"].every(isChoosableValueType)).toBe(true);
    expect(["image", "binary", null, ""].some(isChoosableValueType)).toBe(false);
  });
});

describe("visibleAttributes and mergeShownOrder", () => {
  const list = [row("a", "one"), row("h1", "secret.hidden"), row("b", "two"), row("c", "three"), row("h2", "x.hidden")];

  it("hides .hidden entries unless shown or kept", () => {
    expect(visibleAttributes(list, false, new Set()).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(visibleAttributes(list, false, new Set(["h2"])).map((r) => r.id)).toEqual(["a", "b", "c", "h2"]);
    expect(visibleAttributes(list, true, new Set())).toHaveLength(5);
  });

  it("puts reordered shown rows into the shown rows' places, leaving hidden ones where they were", () => {
    const reordered = [row("c", "three"), row("a", "one"), row("b", "two")];
    expect(mergeShownOrder(list, reordered).map((r) => r.id)).toEqual(["c", "h1", "a", "b", "h2"]);
  });

  it("keeps every row exactly once, whatever the new order", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(["a", "b", "c"], { minLength: 3, maxLength: 3 }), (order) => {
        const shown = order.map((id) => list.find((r) => r.id === id) ?? row(id, ""));
        const merged = mergeShownOrder(list, shown);
        expect(merged.map((r) => r.id).sort()).toEqual(list.map((r) => r.id).sort());
        expect(merged[1]?.id).toBe("h1");
        expect(merged[4]?.id).toBe("h2");
      }),
    );
  });
});

describe("attributeImageSrc", () => {
  it.each<[Parameters<typeof attributeImageSrc>[0], CustomAttribute["value"], string | null]>([
    ["image", " https://cdn.example.test/a.png ", "https://cdn.example.test/a.png"],
    ["asset", "logos/main logo.png", "/api/v1/asset/data/logos%2Fmain%20logo.png"],
    ["asset", "", null],
    ["image", null, null],
    ["text", "https://cdn.example.test/a.png", null],
  ])("%s %j -> %j", (type, value, src) => {
    expect(attributeImageSrc(type, value)).toBe(src);
  });
});

describe("base64FromDataUrl", () => {
  it("keeps what follows the comma", () => {
    expect(base64FromDataUrl("data:application/octet-stream;base64,AAEC")).toBe("AAEC");
    expect(base64FromDataUrl("data:,")).toBe("");
    expect(base64FromDataUrl("nothing")).toBe("");
  });
});
