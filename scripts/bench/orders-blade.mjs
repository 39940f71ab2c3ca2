// The Orders blade over 100,000 orders in Chromium: a search keystroke to rows shown (the blade waits 300 ms
// after the last key before it asks the server), and the order panel's open time (a row clicked to the panel's
// sections shown). Expects a running server whose demo company holds the bench orders (orders-seed.mjs).
import { measureBladeKeystrokes } from "./blade-keystrokes.mjs";
import { withSignedInPage } from "./browser.mjs";
import { ascending, median, percentile } from "./stats.mjs";

const BLADE = '[data-blade-kind="Orders"]';
const PANELS_OPENED = 10;

/** Brings the sidebar's 'Review Recent Orders' into view (its Orders group may be folded). */
async function showOrdersEntry(sidebar) {
  const entry = sidebar.getByRole("button", { name: "Review Recent Orders", exact: true });
  if (!(await entry.isVisible())) await sidebar.getByRole("button", { name: "Orders", exact: true }).click();
  await entry.waitFor({ timeout: 30_000 });
}

/**
 * Opens the Orders blade and types in its search: first 'bn-0', which the order number of every bench order
 * but BN-100000 holds, then keystrokes each changing which orders match (10,000, 1,000, 100 ... of 100,000).
 */
export function measureOrdersKeystrokes({ baseUrl }) {
  return measureBladeKeystrokes({
    baseUrl,
    blade: BLADE,
    entry: /^Review Recent Orders$/,
    row: '[data-testid="order-row"]',
    count: '[data-testid="orders-count"]',
    input: 'input[aria-label="Search orders"]',
    prefix: "bn-0",
    countTimeout: 60_000,
    showEntry: showOrdersEntry,
  });
}

/** Clicks the row `index` of the list and resolves, in the page, once its panel shows its last section, History: ms since the click. */
function openPanelInPage({ index }) {
  const row = document.querySelectorAll('[data-blade-kind="Orders"] [data-testid="order-row"]')[index];
  const orderId = row?.querySelector('[data-testid="order-id"]')?.textContent?.trim();
  const button = row?.querySelector("button");
  if (!orderId || !button) throw new Error(`no order row ${index}`);
  const start = performance.now();
  button.click();
  return new Promise((done) => {
    const frame = () =>
      requestAnimationFrame(() => {
        const panel = document.querySelector('[data-blade-kind="EditOrder"]');
        const shown =
          panel?.querySelector('[data-testid="order-title"]')?.textContent?.includes(orderId) &&
          panel.querySelector('section[aria-label="History"]');
        if (shown) setTimeout(() => done(performance.now() - start), 0);
        else frame();
      });
    frame();
  });
}

/** Opens the Orders blade, then the panels of its first rows one after another: the median and 95th percentile. */
export function measureOrderPanelOpen({ baseUrl }) {
  return withSignedInPage(baseUrl, async (page) => {
    await showOrdersEntry(page.getByRole("navigation", { name: "Sidebar" }));
    await page.getByRole("button", { name: "Review Recent Orders", exact: true }).click();
    await page.locator(`${BLADE} [data-testid="order-row"]`).nth(PANELS_OPENED).waitFor({ timeout: 60_000 });
    const times = [];
    for (let index = 0; index < PANELS_OPENED; index++) {
      times.push(await page.evaluate(openPanelInPage, { index }));
      await page.waitForTimeout(100);
    }
    const sorted = ascending(times);
    return { medianMs: median(sorted), p95Ms: percentile(sorted, 0.95) };
  });
}
