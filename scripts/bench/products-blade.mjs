// The Products blade over a company with many products: time from opening it to rows shown, and the
// time a quick-filter keystroke takes to repaint. Expects a running server whose demo company holds
// the products (scripts/bench/product-list-seed.mjs adds 10,000).
import { withSignedInPage } from "./browser.mjs";
import { ascending, median, percentile } from "./stats.mjs";

const BLADE = '[data-blade-id="Products"]';
const FILTER = `${BLADE} input[placeholder="Quick filter by text"]`;
const COUNT = `${BLADE} [data-testid="products-count"]`;

/** Typed (unmeasured) first: every bench product's style code starts with it. */
const FILTER_PREFIX = "bench-";
/** 20 keystrokes, each changing which products match (1112, 111, 11, 1 ... of BENCH-1 .. BENCH-10000). */
const KEYSTROKES = [
  ..."1234",
  ...Array(3).fill("Backspace"),
  ..."56",
  ...Array(2).fill("Backspace"),
  ..."789",
  ...Array(3).fill("Backspace"),
  ..."300",
];

/** Clicks 'View All (N)' and resolves, in the page, once product rows are painted: milliseconds since the click. */
function openInPage(blade) {
  const viewAll = [...document.querySelectorAll("button")].find((button) =>
    /^View All \(\d+\)$/.test(button.textContent?.trim() ?? ""),
  );
  if (!viewAll) throw new Error("no 'View All' entry in the sidebar");
  const start = performance.now();
  viewAll.click();
  return new Promise((done) => {
    const frame = () =>
      requestAnimationFrame(() => {
        if (document.querySelector(`${blade} [data-testid="product-row"]`)) {
          // The rows are in this frame: its paint follows the animation-frame callbacks.
          setTimeout(() => done(performance.now() - start), 0);
        } else frame();
      });
    frame();
  });
}

/**
 * Records, for each key pressed in the filter, the milliseconds from the key event to the paint of the
 * first frame in which the list's count changed (or of the frame after a second without change).
 */
function recordKeystrokesInPage({ filter, count }) {
  window.__keystrokes = [];
  document.addEventListener(
    "keydown",
    (event) => {
      if (!(event.target instanceof HTMLElement) || !event.target.matches(filter)) return;
      const start = event.timeStamp;
      const before = document.querySelector(count)?.textContent;
      const frame = () =>
        requestAnimationFrame(() => {
          const changed = document.querySelector(count)?.textContent !== before;
          if (changed || performance.now() - start > 1000) {
            setTimeout(() => window.__keystrokes.push(performance.now() - start), 0);
          } else frame();
        });
      frame();
    },
    true,
  );
}

/** Signs in as the demo administrator, opens the Products blade and types in its filter. */
export function measureProductsBlade({ baseUrl }) {
  return withSignedInPage(baseUrl, async (page) => {
    const sidebar = page.getByRole("navigation", { name: "Sidebar" });
    await sidebar.getByRole("button", { name: "All Products", exact: true }).click();
    await sidebar.getByRole("button", { name: /^View All \(\d+\)$/ }).waitFor({ timeout: 30_000 });
    const openMs = await page.evaluate(openInPage, BLADE);

    const countText = (await page.locator(COUNT).textContent({ timeout: 30_000 })) ?? "";
    const products = Number(countText.match(/of (\d+)/)?.[1] ?? Number.NaN);

    await page.evaluate(recordKeystrokesInPage, { filter: FILTER, count: COUNT });
    await page.locator(FILTER).fill(FILTER_PREFIX);
    await page.waitForTimeout(300);
    for (const [index, key] of KEYSTROKES.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__keystrokes.length > n, index, { timeout: 10_000 });
      // Let the page settle between keystrokes, as a typist's pace would.
      await page.waitForTimeout(60);
    }
    const sorted = ascending(await page.evaluate(() => window.__keystrokes));
    return { openMs, keystrokeMedianMs: median(sorted), keystrokeP95Ms: percentile(sorted, 0.95), products };
  });
}
