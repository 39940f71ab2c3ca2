import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CustomAttribute, CustomAttributeList } from "./custom-attribute.schema";
import {
  attributeValueType,
  BINARY_PREVIEW_LENGTH,
  binaryPreview,
  CUSTOM_ATTRIBUTE_MESSAGES,
  isEditableAttributeList,
  isHiddenAttribute,
  jsonValueError,
  newAttribute,
  normalizeAttributes,
} from "./custom-attributes";

describe("attributeValueType", () => {
  it.each<[string, CustomAttribute["value"], string]>([
    ["logo-image", "https://example.test/a.png", "image"],
    ["logoimage", "", "image"],
    ["Logo-IMAGE", "", "image"],
    ["manual-file", "text", "file"],
    ["font-binary", "AAEC", "binary"],
    ["intro-html", "plain", "html"],
    ["config-json", "not json", "json"],
    ["hero-asset", "hero.png", "asset"],
    ["logo-image.hidden", "", "image"],
    ["logo-image.$en", "", "image"],
    ["logo.image", "", "text"],
    ["config-json.hidden.extra", "", "json"],
    ["size", 14, "number"],
    ["size", "14", "text"],
    ["note", "<b>bold</b>", "html"],
    ["note", "a < b and c > d", "text"],
    ["note", "<br/>", "html"],
    ["note", '{"a": 1}', "json"],
    ["note", "  {x}  ", "json"],
    ["note", "{<b>x</b>}", "json"],
    ["note", null, "text"],
    ["widget", "button", "text"],
    ["image-upload", "", "text"],
    ["dynamic-image-upload-max-filesize", "", "text"],
    ["html-intro", "<i>x</i>", "html"],
  ])("%j = %j is %s", (name, value, type) => {
    expect(attributeValueType(name, value)).toBe(type);
  });
});

describe("isHiddenAttribute", () => {
  it.each([
    ["secret.hidden", true],
    ["Secret.HIDDEN ", true],
    ["secret-hidden", false],
    ["secret.hidden.x", false],
    ["hidden", false],
  ])("%j: %s", (name, hidden) => {
    expect(isHiddenAttribute(name)).toBe(hidden);
  });
});

describe("isEditableAttributeList", () => {
  it.each<[string, CustomAttributeList, boolean]>([
    ["an empty list", [], true],
    [
      "rows of id, name and value",
      [
        { id: "1", name: "a", value: "x" },
        { id: "2", name: "b", value: 2 },
        { id: "3", name: "c", value: null },
      ],
      true,
    ],
    ["a row with another field", [{ id: "1", name: "a", value: "x", type: "string" }], false],
    ["a row without an id", [{ name: "a", value: "x" }], false],
    ["a row with an object value", [{ id: "1", name: "a", value: { nested: true } }], false],
    ["a row with a boolean value", [{ id: "1", name: "a", value: true }], false],
    ["a numeric id", [{ id: 1, name: "a", value: "x" }], false],
    [
      "one bad row among good ones",
      [
        { id: "1", name: "a", value: "x" },
        { key: "b", val: "y" },
      ],
      false,
    ],
  ])("%s: %s", (_, list, editable) => {
    expect(isEditableAttributeList(list)).toBe(editable);
  });

  it("keeps the Customizer API message verbatim", () => {
    expect(CUSTOM_ATTRIBUTE_MESSAGES.customizerApi).toBe(
      "The built-in custom attributes editor does not support attributes created using the Customizer API.",
    );
  });
});

describe("normalizeAttributes", () => {
  it("trims names and text values, and leaves numbers and null", () => {
    expect(
      normalizeAttributes([
        { id: "1", name: "  a ", value: " x  " },
        { id: "2", name: "b", value: 3 },
        { id: "3", name: "c\t", value: null },
      ]),
    ).toEqual([
      { id: "1", name: "a", value: "x" },
      { id: "2", name: "b", value: 3 },
      { id: "3", name: "c", value: null },
    ]);
  });

  it("is idempotent", () => {
    const row = fc.record({
      id: fc.uuid(),
      name: fc.string(),
      value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    });
    fc.assert(
      fc.property(fc.array(row), (list) => {
        const once = normalizeAttributes(list);
        expect(normalizeAttributes(once)).toEqual(once);
      }),
    );
  });
});

describe("binaryPreview", () => {
  it("shows at most 32 characters, marking a cut", () => {
    expect(binaryPreview("a".repeat(32))).toBe("a".repeat(32));
    expect(binaryPreview("b".repeat(40))).toBe(`${"b".repeat(32)}…`);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(binaryPreview(value).length).toBeLessThanOrEqual(BINARY_PREVIEW_LENGTH + 1);
      }),
    );
  });
});

describe("jsonValueError", () => {
  it.each([
    ['{"a": [1, 2]}', null],
    ["[]", null],
    ["  ", null],
    ["{a: 1}", CUSTOM_ATTRIBUTE_MESSAGES.invalidJson],
    ['{"a": 1', CUSTOM_ATTRIBUTE_MESSAGES.invalidJson],
  ])("%j: %j", (text, error) => {
    expect(jsonValueError(text)).toBe(error);
  });
});

describe("newAttribute", () => {
  it("gives each attribute a new id", () => {
    const a = newAttribute("a", "x");
    const b = newAttribute();
    expect(a).toMatchObject({ name: "a", value: "x" });
    expect(b).toMatchObject({ name: "", value: "" });
    expect(a.id).not.toBe(b.id);
  });
});
