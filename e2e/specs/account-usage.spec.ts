import { formatBytes } from "@atelier/domain/account/usage-series";
import type { APIResponse } from "@playwright/test";
import { AccountUsage } from "../pages/account-usage";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { screenshot } from "../support/screenshot";

/** The body bytes of the answers, as the server counts them. */
async function bodyBytes(responses: APIResponse[]): Promise<number> {
  let bytes = 0;
  for (const response of responses) bytes += (await response.body()).byteLength;
  return bytes;
}

test("the Usage section shows the company's bandwidth after its API calls, and both charts", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  await registerNewCompany(registerPage, workspace, "Usage Shop");
  await workspace.closeBlade("What's new");

  const headers = { origin: BASE_URL };
  const calls = [
    await page.request.post("/api/v1/site", { headers, data: { name: "Usage Store", code: "USAGE" } }),
    await page.request.get("/api/v1/site", { headers }),
    await page.request.get("/api/v1/product", { headers }),
    await page.request.get("/api/v1/account", { headers }),
  ];
  expect(calls.map((response) => response.status())).toEqual([201, 200, 200, 200]);
  const sent = await bodyBytes(calls);

  const usage = new AccountUsage(workspace);
  await usage.open();
  // In the largest unit that keeps the number at least 1 (a few KiB here), never '0.00 GiB'.
  await expect(usage.total("bandwidth", 0)).toHaveText(/^[1-9][\d,.]* (B|KiB)$/);
  // The web app's own calls count too: the figure holds at least the answers above.
  const bandwidth = await usage.exact("bandwidth", 0);
  expect(bandwidth).toBeGreaterThanOrEqual(sent);
  await expect(usage.total("bandwidth", 0)).toHaveText(formatBytes(bandwidth));
  expect(await usage.exact("bandwidth", 1)).toBe(await usage.exact("bandwidth", 0));
  await expect(usage.total("moderation", 0)).toHaveText("0");

  for (const kind of ["bandwidth", "moderation"] as const) await expect(usage.chart(kind)).toBeVisible();
  // Today's bar, and this month padded to 30 days whatever day it is.
  expect(await usage.bars("bandwidth").count()).toBeGreaterThanOrEqual(1);
  await expect(usage.axisLabels("bandwidth").first()).toHaveText(/^[A-Z][a-z]{2} 1$/);
  await usage.root.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "this-month");

  await usage.showPeriod("bandwidth", "Last 30 days");
  await expect(usage.chart("bandwidth")).toBeVisible();
  await expect(usage.bars("bandwidth")).not.toHaveCount(0);
  await screenshot(page, testInfo, "last-30-days");
});
