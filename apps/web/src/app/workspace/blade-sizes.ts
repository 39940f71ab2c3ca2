import type { BladeSize } from "./blade-types";

/** Blade widths in pixels; fullscreen fills the workspace instead. */
const BLADE_WIDTHS: Record<Exclude<BladeSize, "fullscreen">, number> = {
  default: 380,
  medium: 480,
  large: 640,
  xlarge: 800,
  xxlarge: 960,
  xxxlarge: 1120,
};

export function bladeWidth(size: BladeSize): number | "fill" {
  return size === "fullscreen" ? "fill" : BLADE_WIDTHS[size];
}

/** Below this width a blade leaves out its outline sidebar, so its fields keep the room. */
export const OUTLINE_MIN_BLADE_WIDTH = 720;
