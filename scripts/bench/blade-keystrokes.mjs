// A list blade's speed in Chromium: time from clicking its sidebar entry to rows shown, and the time a
// quick-filter keystroke takes to repaint.
import { withSignedInPage } from "./browser.mjs";
import { ascending, median, percentile } from "./stats.mjs";

/** 20 keystrokes after the blade's filter prefix: digits narrow the matches, Backspace widens them again. */
const KEYSTROKES = [
  ..."1234",
  ...Array(3).fill("Backspace"),
  ..."56",
  ...Array(2).fill("Backspace"),
  ..."789",
  ...Array(3).fill("Backspace"),
  ..."300",
];

/** Clicks the button whose text matches `entry` and resolves, in the page, once a row is painted: ms since the click. */
function openInPage({ entry, row }) {
  const pattern = new RegExp(entry);
  const button = [...document.querySelectorAll("button")].find((candidate) =>
    pattern.test(candidate.textContent?.trim() ?? ""),
  );
  if (!button) throw new Error(`no '${entry}' entry in the sidebar`);
  const start = performance.now();
  button.click();
  return new Promise((done) => {
    const frame = () =>
      requestAnimationFrame(() => {
        // The rows are in this frame: its paint follows the animation-frame callbacks.
        if (document.querySelector(row)) setTimeout(() => done(performance.now() - start), 0);
        else frame();
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

/**
 * Signs in as the demo administrator, lets `showEntry(sidebar)` bring the blade's sidebar entry into view,
 * opens the blade by clicking the entry (`entry`, a RegExp on its text) and types `prefix` (unmeasured),
 * then the keystrokes, in its quick filter. `blade` is the blade's selector; `row` and `count` select
 * within it, as does `input` (the filter's field, the quick filter unless given). Returns the milliseconds to rows,
 * the keystrokes' median and 95th percentile, and the total the count reads ('N of TOTAL').
 */
export function measureBladeKeystrokes({
  baseUrl,
  blade,
  entry,
  row,
  count,
  prefix,
  showEntry,
  countTimeout,
  input = 'input[placeholder="Quick filter by text"]',
}) {
  const filter = `${blade} ${input}`;
  const counter = `${blade} ${count}`;
  return withSignedInPage(baseUrl, async (page) => {
    await showEntry(page.getByRole("navigation", { name: "Sidebar" }));
    const openMs = await page.evaluate(openInPage, { entry: entry.source, row: `${blade} ${row}` });

    const countText = (await page.locator(counter).textContent({ timeout: countTimeout })) ?? "";
    const total = Number(countText.match(/of (\d+)/)?.[1] ?? Number.NaN);

    await page.evaluate(recordKeystrokesInPage, { filter, count: counter });
    await page.locator(filter).fill(prefix);
    await page.waitForTimeout(300);
    for (const [index, key] of KEYSTROKES.entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__keystrokes.length > n, index, { timeout: 10_000 });
      // Let the page settle between keystrokes, as a typist's pace would.
      await page.waitForTimeout(60);
    }
    const sorted = ascending(await page.evaluate(() => window.__keystrokes));
    return { openMs, keystrokeMedianMs: median(sorted), keystrokeP95Ms: percentile(sorted, 0.95), total };
  });
}
