import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { Page, TestInfo } from "@playwright/test";
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
  const name = step ? `${slug(testInfo.title)}-${slug(step)}` : slug(testInfo.title);
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
