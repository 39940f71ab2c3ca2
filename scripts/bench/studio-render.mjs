// The Studio in Chromium: its first render (navigation to the choices painted) and the repaint after a
// click on a choice (click to the frame whose images or price changed), on a demo product.
import { withSignedInPage } from "./browser.mjs";
import { ascending, median, percentile } from "./stats.mjs";

/** The demo sneaker, in Production with images per view; its active version. */
export const STUDIO_BENCH = { styleCode: "SNK-CC-100", version: "_", loads: 5, clicks: 20 };

/** Installed before the page's scripts: notes the moment of the first paint with choices on it. */
function watchFirstRender() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="studio-choices"] input[type="radio"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__studioFirstRender = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Clicks the next choosable component of the placement and resolves, in the page, once a frame shows other
 * images or another price than before the click: the milliseconds from the click to that frame's paint.
 */
function clickInPage({ placement, index }) {
  const picture = () =>
    [...document.querySelectorAll('[data-testid="view-layer"]')].map((image) => image.getAttribute("src")).join("|") +
    (document.querySelector('[data-testid="studio-price"]')?.textContent ?? "");
  const radios = [...document.querySelectorAll(`[data-placement="${placement}"] input[type="radio"]`)].filter(
    (radio) => !radio.disabled && !radio.checked,
  );
  const radio = radios[index % radios.length];
  if (!radio) throw new Error(`no choice to click in ${placement}`);
  const before = picture();
  const start = performance.now();
  radio.click();
  return new Promise((done) => {
    const frame = () =>
      requestAnimationFrame(() => {
        if (picture() !== before || performance.now() - start > 2000)
          setTimeout(() => done(performance.now() - start), 0);
        else frame();
      });
    frame();
  });
}

export async function measureStudioRender({
  baseUrl,
  styleCode = STUDIO_BENCH.styleCode,
  version = STUDIO_BENCH.version,
}) {
  return withSignedInPage(baseUrl, async (page) => {
    const url = `${baseUrl}/studio.html?product=${encodeURIComponent(styleCode)}&version=${version}`;
    await page.addInitScript(watchFirstRender);
    const loads = [];
    for (let run = 0; run < STUDIO_BENCH.loads + 1; run++) {
      await page.goto(url);
      await page.waitForFunction(() => window.__studioFirstRender !== undefined, null, { timeout: 30_000 });
      const ms = await page.evaluate(() => window.__studioFirstRender);
      // The first load fills the browser's cache: it is left out.
      if (run > 0) loads.push(ms);
    }
    const clicks = [];
    for (let index = 0; index < STUDIO_BENCH.clicks; index++) {
      clicks.push(await page.evaluate(clickInPage, { placement: "UPPER", index }));
    }
    const sortedLoads = ascending(loads);
    const sortedClicks = ascending(clicks);
    return {
      firstRenderMedianMs: median(sortedLoads),
      firstRenderP95Ms: percentile(sortedLoads, 0.95),
      clickMedianMs: median(sortedClicks),
      clickP95Ms: percentile(sortedClicks, 0.95),
    };
  });
}

if (process.argv[1] === import.meta.filename) {
  const baseUrl = process.argv[2] ?? "http://localhost:3000";
  const result = await measureStudioRender({ baseUrl, styleCode: process.argv[3] });
  console.log(
    `Studio first render median ${result.firstRenderMedianMs.toFixed(0)} ms (p95 ${result.firstRenderP95Ms.toFixed(0)}); ` +
      `click to repaint median ${result.clickMedianMs.toFixed(1)} ms (p95 ${result.clickP95Ms.toFixed(1)})`,
  );
}
