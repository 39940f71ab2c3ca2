import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { BladeProps, BladeSize } from "./blade-types";

/** What the workspace knows about one blade kind, apart from its component. */
export interface BladeKindInfo {
  title: string;
  size: BladeSize;
  /** Opening a singleton again updates the open one instead of stacking a second. */
  singleton: boolean;
  /** Shows the outline sidebar listing the body's `data-outline` headings. */
  outline: boolean;
}

/** A blade kind's component, loaded on its first open, never with the shell. */
export type BladeComponent = LazyExoticComponent<ComponentType<BladeProps>>;

/** One kind of an area's list: its title, size ('default' unless told) and flags. */
export function bladeKind(title: string, flags: Partial<Omit<BladeKindInfo, "title">> = {}): BladeKindInfo {
  return { title, size: flags.size ?? "default", singleton: flags.singleton ?? false, outline: flags.outline ?? false };
}

/** A blade component loaded on first open: `lazyBlade(() => import("./x.blade").then((m) => m.XBlade))`. */
export function lazyBlade(load: () => Promise<ComponentType<BladeProps>>): BladeComponent {
  return lazy(() => load().then((component) => ({ default: component })));
}
