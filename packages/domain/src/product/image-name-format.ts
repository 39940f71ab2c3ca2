import { DEFAULT_FRAME_WIDTH, type ImageNameFormatItem, type ImageNameFormatItemType } from "./product.schema";

/**
 * Image names built from the product's image name format (spec part 1, sections 2.5 and 3): the
 * items are written one after the other. A template's text may reference the parts as {view},
 * {code}, {placementless-code}, {frame} (padded to DEFAULT_FRAME_WIDTH) and {frame:N} (padded to
 * N digits, 0 to MAX_FRAME_WIDTH); any other text, braces included, is written as it is.
 */

/** Frame numbers are padded to at most this many digits. */
export const MAX_FRAME_WIDTH = 10;

/** What one image's name is built from. */
export interface ImageNameParts {
  /** The view's code. */
  view: string;
  /** The component's code. */
  code: string;
  /** The component's code without its placement. */
  placementlessCode: string;
  /** The angle index. */
  frame: number;
}

/** The frame number, zero-padded to `width` digits (capped at MAX_FRAME_WIDTH). */
export function formatFrame(frame: number, width: number = DEFAULT_FRAME_WIDTH): string {
  const digits = Math.min(Math.max(Math.trunc(width), 0), MAX_FRAME_WIDTH);
  const whole = Math.trunc(frame);
  const padded = String(Math.abs(whole)).padStart(digits, "0");
  return whole < 0 ? `-${padded}` : padded;
}

const TEMPLATE_REFERENCE = /\{(view|code|placementless-code|frame)(?::(\d{1,2}))?\}/g;

/** A template's text with its references replaced by the parts. */
export function fillImageNameTemplate(text: string, parts: ImageNameParts): string {
  return text.replace(TEMPLATE_REFERENCE, (reference, name: string, width: string | undefined) => {
    if (name === "frame") return formatFrame(parts.frame, width === undefined ? DEFAULT_FRAME_WIDTH : Number(width));
    if (width !== undefined) return reference;
    if (name === "view") return parts.view;
    if (name === "code") return parts.code;
    return parts.placementlessCode;
  });
}

function itemText(item: ImageNameFormatItem, parts: ImageNameParts): string {
  switch (item.type) {
    case "static":
      return item.text;
    case "view":
      return parts.view;
    case "code":
      return parts.code;
    case "placementless-code":
      return parts.placementlessCode;
    case "frame":
      return formatFrame(parts.frame, item.width);
    case "template":
      return fillImageNameTemplate(item.text, parts);
  }
}

/** The image name the format builds for these parts. */
export function imageName(format: readonly ImageNameFormatItem[], parts: ImageNameParts): string {
  return format.map((item) => itemText(item, parts)).join("");
}

/** Names of the item types, as the builder's 'Add' menu offers them. */
export const IMAGE_NAME_ITEM_LABELS: Record<ImageNameFormatItemType, string> = {
  static: "Static text",
  view: "View code",
  code: "Component code",
  "placementless-code": "Placement-less code",
  frame: "Frame",
  template: "Template",
};

/** One item as a row of the builder shows it, e.g. 'Frame (3 digits)' or 'Static text "_"'. */
export function describeImageNameItem(item: ImageNameFormatItem): string {
  const label = IMAGE_NAME_ITEM_LABELS[item.type];
  if (item.type === "frame") return `${label} (${item.width} ${item.width === 1 ? "digit" : "digits"})`;
  if (item.type === "static" || item.type === "template") return `${label} "${item.text}"`;
  return label;
}

/** The example parts the builder's preview uses. */
export const IMAGE_NAME_PREVIEW_PARTS: ImageNameParts = {
  view: "front",
  code: "collar-red",
  placementlessCode: "red",
  frame: 7,
};

/** The builder's preview label: the name the format gives the example parts. */
export function describeImageNameFormat(format: readonly ImageNameFormatItem[]): string {
  return `Example: ${imageName(format, IMAGE_NAME_PREVIEW_PARTS) || "(empty)"}`;
}
