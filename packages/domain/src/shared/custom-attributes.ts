import type { CustomAttribute, CustomAttributeList } from "./custom-attribute.schema";

/** Rules of custom attributes (spec part 1, sections 2.13, 3, 5 and 9). */

export const ATTRIBUTE_VALUE_TYPES = ["binary", "html", "json", "image", "file", "asset", "number", "text"] as const;
export type AttributeValueType = (typeof ATTRIBUTE_VALUE_TYPES)[number];

/** The types a name suffix decides, whatever the value holds. */
export const NAME_VALUE_TYPES = ["binary", "html", "json", "image", "file", "asset"] as const;
export type NameValueType = (typeof NAME_VALUE_TYPES)[number];

/** Names ending in this suffix are hidden entries, shown to admins who tick 'Show hidden'. */
export const HIDDEN_ATTRIBUTE_SUFFIX = ".hidden";

/** A binary attribute's preview shows at most this many characters. */
export const BINARY_PREVIEW_LENGTH = 32;

export const CUSTOM_ATTRIBUTE_MESSAGES = {
  customizerApi: "The built-in custom attributes editor does not support attributes created using the Customizer API.",
  invalidJson: "The value must be valid JSON.",
} as const;

/** The part of a name that decides its type: what comes before the first '.' (or '.$'). */
function typeNamePart(name: string): string {
  const dot = name.indexOf(".");
  return (dot === -1 ? name : name.slice(0, dot)).trim().toLowerCase();
}

/** The type a name's suffix decides (e.g. 'logo-image.hidden' is an image), or null. */
export function nameValueType(name: string): NameValueType | null {
  const part = typeNamePart(name);
  return NAME_VALUE_TYPES.find((type) => part.endsWith(type)) ?? null;
}

const HTML_TAG = /<\/?[a-z][^<>]*>/i;

/** The type of a value with no type in its name: a number, html (it holds tags), json ({...}) or text. */
export function valueOnlyType(value: CustomAttribute["value"]): "number" | "html" | "json" | "text" {
  if (typeof value === "number") return "number";
  if (value === null) return "text";
  const text = value.trim();
  if (text.startsWith("{") && text.endsWith("}")) return "json";
  if (HTML_TAG.test(text)) return "html";
  return "text";
}

/** The value type of an attribute: its name's suffix decides, otherwise its value. */
export function attributeValueType(name: string, value: CustomAttribute["value"]): AttributeValueType {
  return nameValueType(name) ?? valueOnlyType(value);
}

export function isHiddenAttribute(name: string): boolean {
  return name.trim().toLowerCase().endsWith(HIDDEN_ATTRIBUTE_SUFFIX);
}

const ATTRIBUTE_KEYS = ["id", "name", "value"];

function isEditableEntry(entry: CustomAttributeList[number]): boolean {
  const keys = Object.keys(entry);
  const { id, name, value } = entry;
  return (
    keys.length === ATTRIBUTE_KEYS.length &&
    ATTRIBUTE_KEYS.every((key) => Object.hasOwn(entry, key)) &&
    typeof id === "string" &&
    typeof name === "string" &&
    (typeof value === "string" || typeof value === "number" || value === null)
  );
}

/**
 * Whether the built-in editor can edit a list: every entry has exactly id, name and a string,
 * number or null value. Lists made through the Customizer API hold other shapes.
 */
export function isEditableAttributeList(list: CustomAttributeList): list is CustomAttribute[] {
  return list.every(isEditableEntry);
}

/** An attribute with its name and (text) value trimmed. */
export function normalizeAttribute(attribute: CustomAttribute): CustomAttribute {
  const { value } = attribute;
  return { ...attribute, name: attribute.name.trim(), value: typeof value === "string" ? value.trim() : value };
}

/** Every attribute of a list with its name and value trimmed. */
export function normalizeAttributes(list: readonly CustomAttribute[]): CustomAttribute[] {
  return list.map(normalizeAttribute);
}

/** A new attribute with a fresh id. */
export function newAttribute(name = "", value: CustomAttribute["value"] = ""): CustomAttribute {
  return { id: crypto.randomUUID(), name, value };
}

/** The start of a binary value, at most BINARY_PREVIEW_LENGTH characters, with '…' when cut. */
export function binaryPreview(value: string): string {
  return value.length > BINARY_PREVIEW_LENGTH ? `${value.slice(0, BINARY_PREVIEW_LENGTH)}…` : value;
}

/** Null when the text is valid JSON (or blank: no value yet), otherwise the message to show. */
export function jsonValueError(text: string): string | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch {
    return CUSTOM_ATTRIBUTE_MESSAGES.invalidJson;
  }
}
