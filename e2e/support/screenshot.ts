import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Page, TestInfo } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./accessibility";
import { expectBladesUncut } from "./blades-uncut";
import { SCREENSHOT_DIR } from "./env";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Saves a full-page screenshot to e2e/screenshots/<test-name>[-<step>].png, once what is loading has
 * loaded and transitions (scrolling a blade into view, opening a section) have ended.
 */
export async function screenshot(page: Page, testInfo: TestInfo, step?: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page
    .getByText(MESSAGES.loading, { exact: true })
    .first()
    .waitFor({ state: "hidden", timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
  await expectBladesUncut(page);
  const name = step ? `${slug(testInfo.title)}-${slug(step)}` : slug(testInfo.title);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await expectNoSeriousAxeViolations(page, name);
  return path;
}

/** The same screenshot at 1024x768 too (blades on a narrower screen), then the viewport as it was. */
export async function screenshotAlsoNarrow(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  await screenshot(page, testInfo, step);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectBladesUncut(page);
  await screenshot(page, testInfo, `${step}-1024x768`);
  if (size) await page.setViewportSize(size);
}
