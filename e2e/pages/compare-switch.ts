import { expect, type Locator } from "@playwright/test";
import { ANALYTICS_TEXTS } from "../../apps/web/src/blades/analytics/common/analytics-texts";

/**
 * Turns a dashboard's 'Compare with previous period' on or off and waits until the switch says so: a click
 * landing while a closing menu still covers the bar is tried again.
 */
export async function setCompareSwitch(dashboard: Locator, on: boolean): Promise<void> {
  const toggle = dashboard.getByRole("switch", { name: ANALYTICS_TEXTS.compare, exact: true });
  await expect(async () => {
    if ((await toggle.isChecked()) !== on) await toggle.click({ timeout: 2_000 });
    await expect(toggle).toBeChecked({ checked: on, timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
