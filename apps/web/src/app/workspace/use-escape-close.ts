import { useEffect, useRef } from "react";

/** Open layers that take Escape for themselves: modals, popovers, menus and dropdown lists. */
const LAYERS = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  // A combobox's dropdown may show a message ('No results') rather than a list.
  ".mantine-Popover-dropdown",
  ".mantine-Combobox-dropdown",
].join(", ");

function layerOpen(): boolean {
  return [...document.querySelectorAll(LAYERS)].some((element) => element.getClientRects().length > 0);
}

function isTextEntry(element: Element): boolean {
  return element.matches("input, textarea, select, [contenteditable]:not([contenteditable='false'])");
}

/**
 * The blade Escape should close: the one holding the focus, else the last one. Null when Escape
 * belongs to something else: a code editor (Escape there lets keyboard users leave it) or a text
 * field outside the blades.
 */
function escapeTarget(target: EventTarget | null): string | null | undefined {
  if (!(target instanceof Element)) return undefined;
  if (target.closest(".cm-editor")) return null;
  const frame = target.closest<HTMLElement>("[data-blade-id]");
  if (frame) return frame.dataset.bladeId ?? null;
  return isTextEntry(target) ? null : undefined;
}

/**
 * Calls onEscape with the blade to close when Escape is pressed and nothing else uses it: no open
 * modal, popover, menu or dropdown list, no handler that stopped or handled the key. The blade is
 * the focused one, or undefined for the last one.
 */
export function useEscapeClose(onEscape: (bladeId: string | undefined) => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;

  useEffect(() => {
    // Layers close themselves on the same key, so they are looked for before any handler runs.
    const takenByLayer = new WeakSet<Event>();
    const capture = (event: KeyboardEvent) => {
      if (event.key === "Escape" && layerOpen()) takenByLayer.add(event);
    };
    const bubble = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing || takenByLayer.has(event)) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const bladeId = escapeTarget(event.target);
      if (bladeId === null) return;
      latest.current(bladeId);
    };
    window.addEventListener("keydown", capture, true);
    window.addEventListener("keydown", bubble);
    return () => {
      window.removeEventListener("keydown", capture, true);
      window.removeEventListener("keydown", bubble);
    };
  }, []);
}
