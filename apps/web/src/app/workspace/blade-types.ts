import type { BladeKind } from "./blade-kinds";

export const BLADE_MODES = ["list", "edit", "new", "pick"] as const;
export type BladeMode = (typeof BLADE_MODES)[number];

export const BLADE_SIZES = ["default", "medium", "large", "xlarge", "xxlarge", "xxxlarge", "fullscreen"] as const;
export type BladeSize = (typeof BLADE_SIZES)[number];

/** One open blade of the workspace stack. */
export interface Blade {
  /** Derived from kind, mode and item, so the same stack always gets the same ids. */
  id: string;
  kind: BladeKind;
  mode: BladeMode;
  itemId?: string;
  /** The blade this one is stacked on; closing the parent closes it too. */
  parentId?: string;
  /** Overrides the kind's default size. */
  size?: BladeSize;
  /** Maximised: the blade fills the workspace. */
  fullscreen?: boolean;
}

export interface OpenBladeOptions {
  mode?: BladeMode;
  itemId?: string;
  parentId?: string;
  size?: BladeSize;
  fullscreen?: boolean;
}

/** What every blade component receives from the frame. */
export interface BladeProps {
  blade: Blade;
  title: string;
}
