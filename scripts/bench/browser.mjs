// Chromium for the bench, with the e2e suite's launch options, signed in as the demo administrator.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { ROOT } from "./processes.mjs";

const CHROMIUM_LAUNCH = JSON.parse(readFileSync(join(ROOT, "e2e/support/chromium-launch.json"), "utf8"));
const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };

/** Runs `body(page)` in a fresh headless Chromium whose page is signed in at `baseUrl`; closes it after. */
export async function withSignedInPage(baseUrl, body) {
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("E-mail").fill(DEMO.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
    return await body(page);
  } finally {
    await browser.close();
  }
}
