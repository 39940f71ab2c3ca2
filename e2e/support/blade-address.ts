import type { BladeKind } from "../../apps/web/src/app/workspace/blade-kinds";
import type { BladeMode } from "../../apps/web/src/app/workspace/blade-types";

/** An item id as the blade address writes it: percent-encoded, its `.`, `~` and `!` included. */
export function encodeItemId(itemId: string): string {
  return encodeURIComponent(itemId).replace(/[.~!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** One blade of an address: its kind, mode and (for the kinds that take one) item id, as the app's links make them. */
export interface AddressedBlade {
  kind: BladeKind;
  mode: BladeMode;
  itemId?: string;
}

/** The address of a stack in which each blade is stacked on the one before it (blade-url.ts writes the same). */
export function stackAddress(blades: readonly AddressedBlade[]): string {
  const segments = blades.map(({ kind, mode, itemId }, index) => {
    const item = itemId === undefined ? "" : `.${encodeItemId(itemId)}`;
    return `${kind}.${mode}${item}${index > 0 ? `@${index - 1}` : ""}`;
  });
  return `/?b=${segments.join("~")}`;
}
