import type { BlueprintField } from "@atelier/domain/customer/blueprint.schema";
import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";

/**
 * The personal fields a placement asks for, read from its attributes (the presets of spec part 1 section 9;
 * docs/decisions/server-customer-blueprint-fields.md): personalization-text a text (personalization-limit its
 * most characters), free-text a text, personalization-number a number, and the image upload widget
 * (widget dynamic-image or any dynamic-image-* setting) a title and an image address.
 */

type AttributeValue = string | number | null;

/** The attributes by name, later entries winning (group placement attributes are laid over the placement's). */
export function attributeMap(...lists: CustomAttributeList[]): Map<string, AttributeValue> {
  const map = new Map<string, AttributeValue>();
  for (const list of lists) {
    for (const entry of list) {
      const { name, value } = entry;
      if (typeof name !== "string" || name === "") continue;
      map.set(name, typeof value === "string" || typeof value === "number" ? value : null);
    }
  }
  return map;
}

/** The attributes that style a text in the preview. */
const STYLE_PREFIXES = ["personalization-", "effect-"];
const NOT_STYLE = new Set(["personalization-text", "personalization-limit", "personalization-number"]);

function styleOf(attributes: Map<string, AttributeValue>): BlueprintField["style"] {
  const style: BlueprintField["style"] = {};
  for (const [name, value] of attributes) {
    if (NOT_STYLE.has(name) || !STYLE_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    style[name] = value;
  }
  return style;
}

function positiveInteger(value: AttributeValue | undefined): number | null {
  const number = typeof value === "string" ? Number(value.trim() === "" ? Number.NaN : value) : value;
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
}

function textDefault(value: AttributeValue | undefined): string | null {
  if (value === undefined || value === null || value === "") return null;
  return String(value);
}

function numberDefault(value: AttributeValue | undefined): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function placementFields(placementName: string, attributes: Map<string, AttributeValue>): BlueprintField[] {
  const fields: BlueprintField[] = [];
  const style = styleOf(attributes);
  const text = (attribute: string, label: string, maxLength: number | null): BlueprintField => ({
    attribute,
    kind: "string",
    label,
    defaultValue: textDefault(attributes.get(attribute)),
    maxLength,
    style,
  });
  if (attributes.has("personalization-text")) {
    fields.push(text("personalization-text", placementName, positiveInteger(attributes.get("personalization-limit"))));
  }
  if (attributes.has("free-text")) fields.push(text("free-text", `${placementName} note`, null));
  if (attributes.has("personalization-number")) {
    fields.push({
      attribute: "personalization-number",
      kind: "number",
      label: `${placementName} number`,
      defaultValue: numberDefault(attributes.get("personalization-number")),
      maxLength: null,
      style,
    });
  }
  const imageUpload =
    attributes.get("widget") === "dynamic-image" ||
    [...attributes.keys()].some((name) => name.startsWith("dynamic-image-"));
  if (imageUpload) {
    fields.push(
      { ...text("dynamic-image-title", `${placementName} image title`, null), style: {} },
      { ...text("dynamic-image-url", `${placementName} image`, null), style: {} },
    );
  }
  return fields;
}
