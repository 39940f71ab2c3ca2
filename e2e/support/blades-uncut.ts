import { expect, type Page } from "@playwright/test";

/**
 * What is cut in the blade stack now: every blade that is not collapsed to a strip must lie whole inside
 * the stack and the screen, and so must the buttons of its header and of its action bars; no button of
 * an open blade may clip its label.
 */
function cutParts(): string[] {
  const stack = document.querySelector<HTMLElement>('[data-testid="blade-stack"]');
  if (stack === null) return [];
  const bounds = stack.getBoundingClientRect();
  const left = Math.max(bounds.left, 0) - 1;
  const right = Math.min(bounds.right, window.innerWidth) + 1;
  const outside = (box: DOMRect) => box.left < left || box.right > right;
  const cut: string[] = [];
  for (const blade of Array.from(stack.querySelectorAll<HTMLElement>(":scope > [data-blade-id]"))) {
    if (blade.dataset.fit === "collapsed") continue;
    const name = blade.getAttribute("aria-label") ?? blade.dataset.bladeId ?? "";
    const box = blade.getBoundingClientRect();
    if (outside(box)) cut.push(`blade '${name}' spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
    for (const button of Array.from(blade.querySelectorAll<HTMLElement>("header button, [role='toolbar'] button"))) {
      const buttonBox = button.getBoundingClientRect();
      if (buttonBox.width === 0) continue;
      const within = buttonBox.left >= box.left - 1 && buttonBox.right <= box.right + 1;
      if (!within || outside(buttonBox)) {
        const label = button.getAttribute("aria-label") ?? button.textContent?.trim() ?? "";
        cut.push(`button '${label}' of '${name}' is off screen`);
      }
    }
    // A label wider than its button is clipped mid-word ('Add versior'), wherever the button is.
    for (const label of Array.from(blade.querySelectorAll<HTMLElement>(".mantine-Button-label"))) {
      if (label.clientWidth > 0 && label.scrollWidth > label.clientWidth + 1) {
        cut.push(`the label '${label.textContent?.trim() ?? ""}' of '${name}' is clipped`);
      }
    }
  }
  return cut;
}

/** No open blade is cut by the edge of the screen or of the stack, unless it is collapsed to a strip. */
export async function expectBladesUncut(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(cutParts), { message: "blades or their buttons are cut" }).toEqual([]);
}
