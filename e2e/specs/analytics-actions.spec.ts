import type { ActionEventBatch, ActionEventInput } from "@atelier/domain/analytics/action-event.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { ACTIONS_TEXTS } from "../../apps/web/src/blades/analytics/actions-dashboard/actions-texts";
import { ACTION_INSPIRATIONS } from "../../apps/web/src/blades/analytics/common/prompt-inspirations";
import { ACTION_TILES, ActionsAnalyticsBlade, type ActionTile } from "../pages/analytics-actions";
import { PromptReportBlade } from "../pages/prompt-report";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** A desktop and a phone browser: a headless browser's own agent would be left out as a bot. */
const AGENTS = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
} as const;

/** One Studio session: it starts, chooses an option, and maybe saves a recipe and adds it to cart. */
function session(id: string, steps: { saved: boolean; carted: boolean }): ActionEventInput[] {
  const sessionId = `e2e-actions-${id}`;
  const events: ActionEventInput[] = [
    { type: "session_start", sessionId, styleCode: "SNK-CC-100", siteCode: "US" },
    {
      type: "option_chosen",
      sessionId,
      styleCode: "SNK-CC-100",
      placementCode: "UPPER",
      componentCode: "UPPER-CANVAS-NAVY",
    },
  ];
  if (steps.saved) events.push({ type: "recipe_saved", sessionId, styleCode: "SNK-CC-100" });
  if (steps.carted) events.push({ type: "added_to_cart", sessionId, styleCode: "SNK-CC-100" });
  return events;
}

async function postEvents(request: APIRequestContext, agent: string, events: ActionEventInput[]): Promise<void> {
  const body: ActionEventBatch = { events };
  const response = await request.post("/api/v1/event", {
    data: body,
    headers: { origin: BASE_URL, "content-type": "application/json", "user-agent": agent },
  });
  expect(response.status(), await response.text()).toBe(202);
}

test("Actions Analytics shows the sessions, the funnel, the options chosen, events and devices; each list downloads", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  await workspace.signInAsDemo(DEMO.admin);
  // Today's sessions, beside the demo's: three on a desktop (two save a recipe, one adds it to cart), one on a phone.
  await postEvents(page.request, AGENTS.desktop, [
    ...session("d1", { saved: true, carted: true }),
    ...session("d2", { saved: true, carted: false }),
    ...session("d3", { saved: false, carted: false }),
  ]);
  await postEvents(page.request, AGENTS.mobile, session("m1", { saved: false, carted: false }));

  const actions = new ActionsAnalyticsBlade(workspace);
  await actions.openFromSidebar();
  await expect(workspace.blade("Actions Analytics")).toBeVisible();
  await expect(actions.prompt.inspirations).toHaveText([...ACTION_INSPIRATIONS]);
  for (const tile of Object.keys(ACTION_TILES) as ActionTile[]) await expect(actions.tile(tile)).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshotAlsoNarrow(page, testInfo, "last 30 days");

  // This month holds today, so the sessions just sent are counted.
  await actions.choosePreset("This Month");
  await expect(actions.sessionsTotal).toBeVisible();
  expect(Number(((await actions.sessionsTotal.textContent()) ?? "").replaceAll(",", ""))).toBeGreaterThanOrEqual(4);
  await expect(actions.funnelStep("session")).toBeVisible();
  await expect(actions.funnelStep("cart")).toContainText(ACTIONS_TEXTS.ofPrevious);
  await expect(actions.tile("topOptions").locator("tbody tr").first()).toBeVisible();
  expect(await actions.tile("topOptions").locator("tbody tr").count()).toBeLessThanOrEqual(10);
  await expect(actions.tile("events").getByRole("cell", { name: "Added to cart", exact: true })).toBeVisible();
  await expect(actions.tile("devices").getByRole("cell", { name: "Mobile", exact: true })).toBeVisible();
  await expect(actions.tile("devices").getByRole("cell", { name: "Desktop", exact: true })).toBeVisible();
  for (const tile of Object.keys(ACTION_TILES) as ActionTile[]) {
    await expect(actions.tile(tile).getByText(MESSAGES.noResults, { exact: true })).toHaveCount(0);
  }

  // Compare with the previous period: the lists gain the previous count and the change.
  await actions.setCompare(true);
  await expect(actions.tile("topOptions").getByRole("columnheader", { name: "Previous", exact: true })).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshotAlsoNarrow(page, testInfo, "this month compared");

  for (const tile of ["sessions", "funnel", "topOptions", "events", "devices"] as const) {
    const download = await actions.downloadCsv(tile);
    expect(download.suggestedFilename()).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    expect(path).toBeTruthy();
  }

  // An inspiration asks its question in a Prompt Report on the action events.
  await actions.prompt.inspire("sessions this week");
  const report = new PromptReportBlade(workspace);
  await expect(report.question).toHaveText("sessions this week");
  await report.expectResult();
});
