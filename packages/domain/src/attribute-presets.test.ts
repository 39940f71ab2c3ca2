import { describe, expect, it } from "vitest";
import { ATTRIBUTE_PRESETS, type AttributePreset, applyAttributePreset } from "./attribute-presets";
import { isEditableAttributeList } from "./custom-attributes";

function presetNamed(key: string): AttributePreset {
  const preset = ATTRIBUTE_PRESETS.find((candidate) => candidate.key === key);
  if (preset === undefined) throw new Error(`No preset ${key}`);
  return preset;
}

function values(key: string): Record<string, unknown> {
  return Object.fromEntries(
    presetNamed(key)
      .attributes()
      .map(({ name, value }) => [name, value]),
  );
}

describe("ATTRIBUTE_PRESETS", () => {
  it("offers the menu of the spec, in its order", () => {
    expect(ATTRIBUTE_PRESETS.map((preset) => preset.label)).toEqual([
      "Button widget",
      "Color swatch widget",
      "Image button widget",
      "Personalization widget",
      "Personalization settings",
      "Image upload widget",
      "Image upload settings",
      "Personalization font",
      "Personalization bold",
      "Personalization italic",
      "Personalization size",
      "Personalization color",
      "Personalization text",
      "Effect shadow",
      "Effect glow",
    ]);
    expect(new Set(ATTRIBUTE_PRESETS.map((preset) => preset.key)).size).toBe(ATTRIBUTE_PRESETS.length);
  });

  it("keeps the defaults of the spec", () => {
    expect(values("personalization-settings")).toEqual({
      "personalization-font": "Arial",
      "personalization-size": 14,
      "personalization-bold": "true",
      "personalization-italic": "true",
      "personalization-color": "FFFFFF",
    });
    expect(values("color-swatch-widget")).toMatchObject({ widget: "color-swatch", "swatch-hex": "FFFFFF" });
    expect(values("image-button-widget")).toMatchObject({
      widget: "image-button",
      "image-button-background": "FFFFFF",
    });
    expect(values("effect-shadow")).toEqual({ "effect-shadow": "1px 1px 2px rgba(0, 0, 0, 1)" });
    expect(values("effect-glow")).toEqual({ "effect-glow": "inset 1px 1px 2px rgba(0, 0, 0, 1)" });
    expect(Object.keys(values("personalization-text"))).toEqual([
      "personalization-text",
      "personalization-limit",
      "personalization-filter",
      "personalization-transform",
    ]);
  });

  it("adds the dynamic-image keys of the image upload settings", () => {
    expect(Object.keys(values("image-upload-settings"))).toEqual(
      [
        "allow-resize",
        "allow-move",
        "allow-rotate",
        "area-x",
        "area-y",
        "area-width",
        "area-height",
        "area-center-x",
        "area-center-y",
        "fit",
        "scale-min",
        "scale-max",
        "upload-max-width",
        "upload-max-height",
        "upload-min-width",
        "upload-min-height",
        "upload-max-filesize",
        "upload-fit",
        "upload-width",
        "upload-height",
      ].map((key) => `dynamic-image-${key}`),
    );
  });

  it("gives fresh editable rows with new ids on each call", () => {
    for (const preset of ATTRIBUTE_PRESETS) {
      const first = preset.attributes();
      const second = preset.attributes();
      expect(first.length).toBeGreaterThan(0);
      expect(isEditableAttributeList(first)).toBe(true);
      const ids = [...first, ...second].map((attribute) => attribute.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("applyAttributePreset", () => {
  it("appends new names and resets the value of names already there, in place", () => {
    const list = [
      { id: "a", name: "Widget", value: "button" },
      { id: "b", name: "note", value: "keep" },
    ];
    const next = applyAttributePreset(list, presetNamed("color-swatch-widget"));
    expect(next.map(({ id, name, value }) => [id === "a" || id === "b" ? id : "new", name, value])).toEqual([
      ["a", "Widget", "color-swatch"],
      ["b", "note", "keep"],
      ["new", "swatch-hex", "FFFFFF"],
    ]);
    expect(list[0]?.value).toBe("button");
  });
});
