import { RECIPE_INSPIRATIONS } from "../../apps/web/src/blades/analytics/common/prompt-inspirations";
import { PromptArea, PromptReportBlade } from "../pages/prompt-report";
import type { Workspace } from "../pages/workspace";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

/** Opens Recipe Analytics from the sidebar and answers its prompt area. */
async function recipePrompt(workspace: Workspace): Promise<PromptArea> {
  await workspace.openFromSidebar("Analytics", "Recipes Dashboard");
  const prompt = new PromptArea(workspace.bladesOfKind("AnalyticsDashboard").getByTestId("prompt-area-recipe"));
  await expect(prompt.question).toBeVisible();
  return prompt;
}

test("a blank prompt does nothing; a question opens its report, and each clarification runs it again", async ({
  page,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  await workspace.signInAsDemo(DEMO.admin);
  const prompt = await recipePrompt(workspace);
  await expect(prompt.inspirations).toHaveText([...RECIPE_INSPIRATIONS]);

  // A blank prompt does nothing, by Query or by Enter.
  await prompt.ask("   ");
  await prompt.question.press("Enter");
  await prompt.question.page().waitForTimeout(300);
  await expect(workspace.bladesOfKind("AnalyticsPromptReport")).toHaveCount(0);

  await prompt.ask("top 5 products by saved recipes this year");
  const report = new PromptReportBlade(workspace);
  await expect(report.question).toHaveText("top 5 products by saved recipes this year");
  await report.expectResult();
  await expect(report.explained).not.toBeEmpty();
  await expect(report.period).toHaveText(/\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
  expect(await report.gridRows.count()).toBeLessThanOrEqual(5);
  const firstExplained = (await report.explained.textContent()) ?? "";

  // An empty clarification is ignored.
  await report.clarify("   ");
  await expect(report.chips).toHaveCount(0);

  // A clarification sent while the report loads is ignored: the next answer is held back for a moment.
  let held = false;
  await page.route("**/api/v1/analytics/prompt", async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
  await report.clarify("only mobile");
  await expect(report.loading).toBeVisible();
  await report.clarify("by week");
  await expect(report.chips).toHaveText(["only mobile"]);
  await report.expectResult();
  await expect(report.explained).not.toHaveText(firstExplained);
  await expect(report.clarification).toHaveValue("by week");

  await report.clarify("by month");
  await expect(report.chips).toHaveText(["only mobile", "by month"]);
  await report.expectResult();
  expect((await report.headings()).join(" ")).toMatch(/Month/);
  await screenshotAlsoNarrow(page, testInfo, "two clarifications");

  // Removing a clarification runs it again without it.
  await report.removeClarification("by month");
  await expect(report.chips).toHaveText(["only mobile"]);
  await report.expectResult();

  // The report's question travels in the address: a reload opens it again.
  await page.reload();
  await expect(report.question).toHaveText("top 5 products by saved recipes this year");
  await report.expectResult();

  // The CSV of the result downloads every row.
  const downloading = page.waitForEvent("download");
  await report.csv.click();
  expect((await downloading).suggestedFilename()).toMatch(/^prompt-report-recipe-[\d-]+\.csv$/);
});

test("a question the report cannot read shows the failure text and what was not understood", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const prompt = await recipePrompt(workspace);
  await prompt.ask("what is the weather tomorrow");
  const report = new PromptReportBlade(workspace);
  await expect(report.question).toHaveText("what is the weather tomorrow");
  await report.expectFailure();
  await expect(report.errorMessage).toContainText(/weather/i);
  await expect(report.grid).toHaveCount(0);
  await screenshotAlsoNarrow(page, testInfo, "failure");

  // An inspiration fills the question and asks it.
  await workspace.closeBladeOfKind("AnalyticsPromptReport");
  await prompt.inspire(RECIPE_INSPIRATIONS[0]);
  await expect(report.question).toHaveText(RECIPE_INSPIRATIONS[0]);
  await report.expectAnswered();
  // Beside the report, the dashboard (as wide as it) may be a strip: look at its question once it is alone.
  await workspace.closeBladeOfKind("AnalyticsPromptReport");
  await expect(prompt.question).toHaveValue(RECIPE_INSPIRATIONS[0]);
});
