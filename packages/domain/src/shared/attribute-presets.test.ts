import { describe, expect, it } from "vitest";
import { ATTRIBUTE_PRESETS, type AttributePreset, applyAttributePreset, WIDGET_ATTRIBUTE } from "./attribute-presets";
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

  // Spec part 1, section 9, "Preset attribute defaults", value for value.
  it("keeps the defaults of the spec", () => {
    expect(values("personalization-settings")).toEqual({
      "personalization-font": "Arial",
      "personalization-size": 14,
      "personalization-bold": "true",
      "personalization-italic": "true",
      "personalization-color": "FFFFFF",
    });
    expect(values("color-swatch-widget")).toMatchObject({ "swatch-hex": "FFFFFF" });
    expect(values("image-button-widget")).toMatchObject({ "image-button-background": "FFFFFF" });
    expect(values("effect-shadow")).toEqual({ "effect-shadow": "1px 1px 2px rgba(0, 0, 0, 1)" });
    expect(values("effect-glow")).toEqual({ "effect-glow": "inset 1px 1px 2px rgba(0, 0, 0, 1)" });
  });

  it("sets the widget-type values of the spec, one per widget preset", () => {
    const widgets = ATTRIBUTE_PRESETS.filter((preset) => preset.key.endsWith("-widget")).map(
      (preset) => values(preset.key)[WIDGET_ATTRIBUTE],
    );
    // "Preset widget-type values: personalization, dynamic-image, button, color-swatch, image-button."
    expect([...widgets].sort()).toEqual(["button", "color-swatch", "dynamic-image", "image-button", "personalization"]);
  });

  it("adds the blank personalization text keys the spec names", () => {
    // "adds personalization-text, -limit, -filter and -transform"
    expect(values("personalization-text")).toEqual(
      Object.fromEntries(["text", "limit", "filter", "transform"].map((key) => [`personalization-${key}`, ""])),
    );
  });

  it("adds the blank dynamic-image-* keys the spec names, each once", () => {
    // "allow-resize/move/rotate, area x/y/width/height/center-x/center-y, fit, scale-min/max, upload limits
    // (max/min width and height, filesize), and upload fit/width/height"
    const each = (prefix: string, names: string[]) => names.map((name) => `${prefix}${name}`);
    const named = [
      ...each("allow-", ["resize", "move", "rotate"]),
      ...each("area-", ["x", "y", "width", "height", "center-x", "center-y"]),
      "fit",
      ...each("scale-", ["min", "max"]),
      ...each("upload-", ["max-width", "min-width", "max-height", "min-height", "max-filesize"]),
      ...each("upload-", ["fit", "width", "height"]),
    ];
    const rows = presetNamed("image-upload-settings").attributes();
    expect(rows.map((row) => row.name).sort()).toEqual(each("dynamic-image-", named).sort());
    expect(rows.every((row) => row.value === "")).toBe(true);
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
