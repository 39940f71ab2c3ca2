import { type BladeKindInfo, bladeKind } from "../../../app/workspace/blade-kind";
import type { BladeSize } from "../../../app/workspace/blade-types";

const notBuilt = (title: string, size: BladeSize, singleton = false): BladeKindInfo =>
  bladeKind(title, { size, singleton });

/**
 * The blade kinds of spec part 1, 2.2 whose areas are not built yet, by their future area. They share
 * the NotBuilt blade, which says so plainly; each moves to its area's list (blades/<area>/<area>-blades.ts)
 * with its own component when the area is built.
 */
export const NOT_BUILT_BLADES = {
  // product (galleries)
  EditGallery: notBuilt("Gallery", "large"),
  EditGalleryOption: notBuilt("Gallery Option", "medium"),
  // data and integration
  DataIntegrations: notBuilt("Integrations", "large", true),
  EditIntegration: notBuilt("Integration", "large"),
  // moderation
  ModerationSettings: notBuilt("Text Review", "large", true),
  ImageModerationSettings: notBuilt("Image Review", "xlarge", true),
  ModerationSettingsAdvanced: notBuilt("Advanced Text Review", "large", true),
};

export type NotBuiltKind = keyof typeof NOT_BUILT_BLADES;
