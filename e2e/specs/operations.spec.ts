import { MESSAGES } from "@atelier/domain/shared/messages";
import { COPY_MESSAGES } from "../../apps/server/src/modules/account/workspace-copy/workspace-copy-messages";
import { JOB_TEXTS } from "../../apps/web/src/blades/jobs/common/job-texts";
import { OperationsBlade } from "../pages/operations";
import { postJson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { accountInTwoWorkspaces } from "../support/two-workspaces";

test("a workspace copy started from the account panel is watched in Operations until done, then its log opened", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  const { companyB, account } = await accountInTwoWorkspaces(
    { page, registerPage, workspace },
    "Operations Shop",
    "Administrator",
  );
  await postJson(page.request, "site", { name: "Watched Flagship", code: "WATCH" });

  const dialog = await account.openCopyTo(companyB);
  await dialog.phraseInput.fill(await dialog.shownPhrase());
  await dialog.notes.fill("Watched from Operations");
  await dialog.continueButton.click();
  await expect(dialog.progress).toBeVisible();
  // The copy goes on in the background: the dialog may close at once.
  await dialog.close();
  await workspace.closeBlade("Account");

  const operations = new OperationsBlade(workspace);
  await operations.openFromSidebar();
  const row = operations.row(COPY_MESSAGES.description(companyB));
  await expect(row).toHaveCount(1);
  // The list is read again every 5 seconds: the copy shows done within a refresh or two.
  await expect(row).toHaveAttribute("data-status", "DoneSuccess", { timeout: 30_000 });
  await expect(row.getByTestId("job-status")).toHaveText("DoneSuccess");
  await expect(row).toContainText(JOB_TEXTS.startedBy("Nico Newcomer"));
  await expect(operations.root.getByTestId("jobs-count")).toHaveText(JOB_TEXTS.count(1));
  await screenshotAlsoNarrow(page, testInfo, "operations list");

  await operations.filterByStatus("Failed");
  await expect(operations.rows).toHaveCount(0);
  await expect(operations.root.getByTestId("operations-message")).toBeVisible();
  await screenshot(page, testInfo, "operations filtered to failed");
  await operations.filterByStatus("DoneSuccess");
  await expect(row).toHaveCount(1);

  const log = await operations.openLog(row);
  await expect(log.status).toHaveText("DoneSuccess");
  await expect(log.message).toHaveText(MESSAGES.targetWorkspaceUpdated);
  await expect(log.cancelButton).toHaveCount(0);
  await expect(log.lines.first()).toContainText("Watched from Operations");
  await expect(log.lines.filter({ hasText: COPY_MESSAGES.copied(1, { one: "site", many: "sites" }) })).toHaveCount(1);
  await expect(log.linesOf("info")).toHaveCount(await log.lines.count());
  await screenshotAlsoNarrow(page, testInfo, "job log");
});
