import type { CustomAttribute } from "@atelier/domain/shared/custom-attribute.schema";
import {
  type AttributeValueType,
  isHiddenAttribute,
  nameValueType,
  valueOnlyType,
} from "@atelier/domain/shared/custom-attributes";

/** Pure rules of the custom attributes editor's rows (tested without a DOM). */

/** The types a user may choose for a value when the name does not decide it. */
export const CHOOSABLE_VALUE_TYPES = ["text", "number", "html", "json"] as const;
export type ChoosableValueType = (typeof CHOOSABLE_VALUE_TYPES)[number];

export function isChoosableValueType(type: string | null): type is ChoosableValueType {
  return CHOOSABLE_VALUE_TYPES.some((choosable) => choosable === type);
}

export const VALUE_TYPE_LABELS: Record<AttributeValueType, string> = {
  text: "Text",
  number: "Number",
  html: "HTML",
  json: "JSON",
  binary: "Binary",
  file: "File",
  image: "Image",
  asset: "Asset",
};

/** Files read into binary and file attributes are at most this many bytes. */
export const ATTRIBUTE_FILE_MAX_BYTES = 1024 * 1024;
export const ATTRIBUTE_FILE_TOO_LARGE = "The file is larger than 1 MB. Choose a smaller file.";

/**
 * The editor a row shows: the name's suffix decides; otherwise the type the user chose for the row
 * (kept while typing, so a value that comes to hold a tag does not switch editors under the
 * cursor); otherwise the value's own type.
 */
export function rowValueType(attribute: CustomAttribute, chosen: ChoosableValueType | undefined): AttributeValueType {
  return nameValueType(attribute.name) ?? chosen ?? valueOnlyType(attribute.value);
}

/** The value converted for another type: numbers from text that reads as one, text from anything. */
export function convertAttributeValue(
  value: CustomAttribute["value"],
  to: ChoosableValueType,
): CustomAttribute["value"] {
  if (to !== "number") return value === null ? "" : String(value);
  if (typeof value === "number" || value === null) return value;
  return numberFromInput(value);
}

/** A number input's value: a number, or null when it is blank or not a number. */
export function numberFromInput(input: number | string): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  if (input.trim() === "") return null;
  const parsed = Number(input);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The rows shown: hidden entries only when asked for, or when added or renamed in this editor. */
export function visibleAttributes(
  list: readonly CustomAttribute[],
  showHidden: boolean,
  keptIds: ReadonlySet<string>,
): CustomAttribute[] {
  if (showHidden) return [...list];
  return list.filter((attribute) => !isHiddenAttribute(attribute.name) || keptIds.has(attribute.id));
}

/**
 * The whole list after the shown rows were reordered: the shown rows take, in their new order, the
 * places shown rows held; rows not shown stay where they were.
 */
export function mergeShownOrder(
  list: readonly CustomAttribute[],
  shownInNewOrder: readonly CustomAttribute[],
): CustomAttribute[] {
  const shownIds = new Set(shownInNewOrder.map((attribute) => attribute.id));
  const queue = [...shownInNewOrder];
  return list.map((attribute) => (shownIds.has(attribute.id) ? (queue.shift() ?? attribute) : attribute));
}

/** Where an image or asset attribute's thumbnail comes from, or null when there is nothing to show. */
export function attributeImageSrc(type: AttributeValueType, value: CustomAttribute["value"]): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  if (type === "asset") return `/api/v1/asset/data/${encodeURIComponent(value.trim())}`;
  if (type === "image") return value.trim();
  return null;
}

/** The base64 content of a data: URL as FileReader.readAsDataURL gives it. */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(",");
  return comma === -1 ? "" : dataUrl.slice(comma + 1);
}
