import type { CustomAttribute } from "./custom-attribute.schema";
import { newAttribute } from "./custom-attributes";

/**
 * The 'Add...' menu of the custom attributes editor (spec part 1, sections 2.13 and 9). Where the
 * spec names no attribute or value, the names and the blank values here are Atelier's
 * (docs/decisions/domain-attribute-presets.md).
 */

/** The menu's sections, in the spec's order. */
export type AttributePresetGroup =
  | "Widgets"
  | "Personalization"
  | "Image upload"
  | "Personalization options"
  | "Effects";

export interface AttributePreset {
  key: string;
  label: string;
  group: AttributePresetGroup;
  /** Fresh rows, each with a new id. */
  attributes(): CustomAttribute[];
}

type Defaults = readonly (readonly [name: string, value: CustomAttribute["value"]])[];

export const WIDGET_ATTRIBUTE = "widget";

const PERSONALIZATION_FONT: Defaults = [["personalization-font", "Arial"]];
const PERSONALIZATION_BOLD: Defaults = [["personalization-bold", "true"]];
const PERSONALIZATION_ITALIC: Defaults = [["personalization-italic", "true"]];
const PERSONALIZATION_SIZE: Defaults = [["personalization-size", 14]];
const PERSONALIZATION_COLOR: Defaults = [["personalization-color", "FFFFFF"]];
const PERSONALIZATION_TEXT: Defaults = [
  ["personalization-text", ""],
  ["personalization-limit", ""],
  ["personalization-filter", ""],
  ["personalization-transform", ""],
];

const DYNAMIC_IMAGE_KEYS = [
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
] as const;

function preset(key: string, label: string, group: AttributePresetGroup, defaults: Defaults): AttributePreset {
  return { key, label, group, attributes: () => defaults.map(([name, value]) => newAttribute(name, value)) };
}

const widget = (value: string): Defaults => [[WIDGET_ATTRIBUTE, value]];

export const ATTRIBUTE_PRESETS: readonly AttributePreset[] = [
  preset("button-widget", "Button widget", "Widgets", widget("button")),
  preset("color-swatch-widget", "Color swatch widget", "Widgets", [
    ...widget("color-swatch"),
    ["swatch-hex", "FFFFFF"],
  ]),
  preset("image-button-widget", "Image button widget", "Widgets", [
    ...widget("image-button"),
    ["image-button-background", "FFFFFF"],
  ]),
  preset("personalization-widget", "Personalization widget", "Personalization", widget("personalization")),
  preset("personalization-settings", "Personalization settings", "Personalization", [
    ...PERSONALIZATION_FONT,
    ...PERSONALIZATION_BOLD,
    ...PERSONALIZATION_ITALIC,
    ...PERSONALIZATION_SIZE,
    ...PERSONALIZATION_COLOR,
  ]),
  preset("image-upload-widget", "Image upload widget", "Image upload", widget("dynamic-image")),
  preset(
    "image-upload-settings",
    "Image upload settings",
    "Image upload",
    DYNAMIC_IMAGE_KEYS.map((key) => [`dynamic-image-${key}`, ""] as const),
  ),
  preset("personalization-font", "Personalization font", "Personalization options", PERSONALIZATION_FONT),
  preset("personalization-bold", "Personalization bold", "Personalization options", PERSONALIZATION_BOLD),
  preset("personalization-italic", "Personalization italic", "Personalization options", PERSONALIZATION_ITALIC),
  preset("personalization-size", "Personalization size", "Personalization options", PERSONALIZATION_SIZE),
  preset("personalization-color", "Personalization color", "Personalization options", PERSONALIZATION_COLOR),
  preset("personalization-text", "Personalization text", "Personalization options", PERSONALIZATION_TEXT),
  preset("effect-shadow", "Effect shadow", "Effects", [["effect-shadow", "1px 1px 2px rgba(0, 0, 0, 1)"]]),
  preset("effect-glow", "Effect glow", "Effects", [["effect-glow", "inset 1px 1px 2px rgba(0, 0, 0, 1)"]]),
];

/**
 * The list with a preset applied: an attribute whose name the list already holds (compared without
 * regard to case) takes the preset's value in place; the others are added at the end.
 */
export function applyAttributePreset(list: readonly CustomAttribute[], preset: AttributePreset): CustomAttribute[] {
  const added = new Map(preset.attributes().map((attribute) => [attribute.name.toLowerCase(), attribute]));
  const next = list.map((attribute) => {
    const match = added.get(attribute.name.trim().toLowerCase());
    if (match === undefined) return attribute;
    added.delete(match.name.toLowerCase());
    return { ...attribute, value: match.value };
  });
  return [...next, ...added.values()];
}
