// The coded-rule editor with a 10,000-line rule: time from opening the rules blade to the code shown,
// and from a keystroke that breaks the rule to the editor's lint mark (which includes the editor's
// pause of LINT_DELAY_MS before it parses).
import { withSignedInPage } from "./browser.mjs";
import { buildCodedRule } from "./coded-rule-parse.mjs";
import { ascending, median, percentile } from "./stats.mjs";

const ROUNDS = 10;

/** A product with one version holding the rule, made through the API as the signed-in page. */
async function versionWithRule(page, baseUrl, code) {
  const call = async (method, path, data) => {
    const response = await page.request.fetch(`${baseUrl}/api/v1/${path}`, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const styleCode = `BENCH-RULE-${Date.now()}`;
  const product = await call("POST", "product", { name: "Bench coded rule", styleCode });
  const version = await call("POST", `product/${product.productId}/version`, {});
  const rule = { id: "bench-rule", type: "Coded", description: "10,000 lines", code };
  const { product: _product, ...fields } = version;
  await call("PUT", `product/${product.productId}/version/${version.versionId}`, { ...fields, rulesJson: [rule] });
  return `${product.productId}~${version.versionId}`;
}

const itemIdInUrl = (itemId) =>
  encodeURIComponent(itemId).replace(/[.~!*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Milliseconds from a key pressed in the editor to the frame that shows a lint mark (or its removal). */
function timeLintInPage(expectMark) {
  return new Promise((done) => {
    const start = performance.now();
    const frame = () =>
      requestAnimationFrame(() => {
        const shown = document.querySelector(".cm-lintRange-error") !== null;
        if (shown === expectMark) setTimeout(() => done(performance.now() - start), 0);
        else frame();
      });
    frame();
  });
}

export function measureRuleLint({ baseUrl }) {
  return withSignedInPage(baseUrl, async (page) => {
    const code = buildCodedRule();
    const itemId = await versionWithRule(page, baseUrl, code);
    const opened = performance.now();
    await page.goto(`${baseUrl}/?b=EditVersionRules.edit.${itemIdInUrl(itemId)}`);
    const content = page.locator(".cm-content");
    await content.waitFor({ timeout: 60_000 });
    await page.getByTestId("rule-errors").waitFor({ timeout: 60_000 });
    const openMs = performance.now() - opened;

    await content.click();
    await page.keyboard.press("Control+Home");
    /** @type {number[]} */
    const times = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const marked = page.evaluate(timeLintInPage, true);
      await page.keyboard.type("@");
      times.push(await marked);
      const cleared = page.evaluate(timeLintInPage, false);
      await page.keyboard.press("Backspace");
      await cleared;
    }
    const sorted = ascending(times);
    return {
      lines: code.split("\n").length,
      openMs,
      lintMedianMs: median(sorted),
      lintP95Ms: percentile(sorted, 0.95),
    };
  });
}
