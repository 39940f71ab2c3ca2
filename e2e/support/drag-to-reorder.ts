import type { Locator, Page } from "@playwright/test";

/** Drags the row at `from` by its 'Drag to reorder' handle onto the place of the row at `to`, with the mouse. */
export async function dragToReorder(page: Page, rows: Locator, from: number, to: number): Promise<void> {
  const handle = rows.nth(from).getByRole("button", { name: "Drag to reorder", exact: true });
  const target = rows.nth(to);
  const start = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error("The rows are not on screen");
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  // dnd-kit starts a drag after 4 px; then move onto the target in steps so it sees the way there.
  await page.mouse.move(x, start.y + start.height / 2 + (to < from ? -8 : 8), { steps: 4 });
  const y = to < from ? end.y + end.height * 0.25 : end.y + end.height * 0.75;
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}
