import type { BladeKind } from "./blade-kinds";
import type { Blade, BladeMode, BladeSize } from "./blade-types";

declare const linkMark: unique symbol;

/**
 * Where a link opens: a blade kind, its mode and its item id. Links are made by the areas' typed
 * builders (blades/<area>/<area>-links.ts), whose params are typed per kind, never by hand.
 */
export interface BladeLink {
  readonly kind: BladeKind;
  readonly mode: BladeMode;
  readonly itemId?: string;
  readonly [linkMark]: true;
}

/** The link to a kind in a mode, with the item id its codec made; for the areas' link builders only. */
export function bladeLink(kind: BladeKind, mode: BladeMode, itemId?: string): BladeLink {
  return (itemId === undefined ? { kind, mode } : { kind, mode, itemId }) as BladeLink;
}

/** The links of an editor: Add opens it in mode new, a list's row in mode edit with the item's id. */
export interface EditorLinks {
  add: () => BladeLink;
  edit: (id: string) => BladeLink;
}

/** Where a linked blade goes: stacked on a parent, at a size, maximised. */
export interface BladePlace {
  parentId?: string;
  size?: BladeSize;
  fullscreen?: boolean;
}

/** The blade shows what the link opens: its kind and, when the link has one, its item. */
export function showsLink(blade: Pick<Blade, "kind" | "itemId">, link: BladeLink): boolean {
  return blade.kind === link.kind && (link.itemId === undefined || blade.itemId === link.itemId);
}
