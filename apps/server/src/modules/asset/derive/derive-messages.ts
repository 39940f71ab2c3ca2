import type { MaskWarning } from "./mask-algorithm";

/** What the mask and lightmap calls and jobs say (the spec quotes none of it). */
export const DERIVE_MESSAGES = {
  notBaseImage: "Masks and lightmaps are made from base images, not from a Mask, Lightmap or Overlay.",
  maskDescription: (name: string) => `Make the mask of ${name}`,
  lightmapDescription: (name: string, label: string) => `Make the ${label} lightmap of ${name}`,
  reading: "Reading the image",
  working: "Working on the pixels",
  saving: "Saving the result",
  reduced: (width: number, height: number) =>
    `The image is large: the work was done at ${width} x ${height} pixels and the result scaled to the image's size.`,
  usedAlpha: "The image has transparency: the mask is its alpha channel.",
  usedBackground: (colours: string[]) =>
    `Background colour${colours.length === 1 ? "" : "s"} found on the border: ${colours.join(", ")}.`,
  coverage: (percent: number) => `The product covers ${percent}% of the image.`,
  maskSaved: (name: string) => `Mask saved as ${name}.`,
  maskUnreliable: (name: string) => `Mask saved as ${name}, but it may be unreliable: check it before use.`,
  lightmapSaved: (name: string) => `Lightmap saved as ${name}.`,
  lightmapCurve: (strength: number, gamma: number) => `Strength ${strength} and gamma ${gamma}.`,
  sourceGone: "The image was removed before the job ran.",
  workerFailed: (detail: string) =>
    `The pixel work failed (${detail.replace(/\.$/, "")}). Try again; if it fails again, the image may be at fault.`,
} as const;

/** Each reason a mask may be unreliable, as its log line says it. */
export const MASK_WARNING_TEXTS: Record<MaskWarning, string> = {
  borderNotUniform: "The background along the border is not one even colour (a gradient, texture or several colours).",
  touchesBorder: "The product seems to touch the border of the image.",
  almostAll: "The mask covers almost all of the image.",
  almostNothing: "The mask covers almost none of the image.",
};

/** A colour as #rrggbb. */
export const hexColour = ({ r, g, b }: { r: number; g: number; b: number }): string =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
