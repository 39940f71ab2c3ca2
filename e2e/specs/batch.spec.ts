import { readFileSync } from "node:fs";
import { CatalogueExportDocument } from "@atelier/domain/catalogue/catalogue-export.schema";
import { BATCH_MESSAGES } from "@atelier/domain/data/batch-file.schema";
import { BATCH_TEXTS } from "../../apps/web/src/blades/data/batch/batch-texts";
import { BatchOperationsBlade, batchFixture, DataImportBlade } from "../pages/batch";
import { BatchToolsBlade } from "../pages/batch-tools";
import { ComponentOptionsBlade } from "../pages/component-options";
import { OperationsBlade } from "../pages/operations";
import { stackAddress } from "../support/blade-address";
import { expect, test } from "../support/fixtures";
import { screenshot, screenshotAlsoNarrow } from "../support/screenshot";
import { DEMO } from "../support/users";

// Each feed is a job on the server: the dry run, the apply and the undo each wait for theirs.
test.describe.configure({ timeout: 180_000 });

test("a batch upload is a dry run: changed with before and after, refused with the reason; Apply shows in the options, Undo takes it back", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const batch = new BatchOperationsBlade(workspace);
  await batch.open();
  await screenshotAlsoNarrow(page, testInfo, "batch operations");

  // A file that is not a batch is refused at once, with the spec's message.
  await batch.upload(batchFixture("not-a-batch.json"));
  await expect(batch.uploadRow("not-a-batch.json").getByRole("alert")).toHaveText(BATCH_MESSAGES.notValidJson);

  // The upload is a dry run, and its feed opens.
  await batch.upload(batchFixture("two-option-tags.json"));
  const feed = new DataImportBlade(workspace);
  await feed.expectState("Success", "Planned");
  await expect(feed.count("componentOption", "changed")).toHaveText("Changed 2");
  await expect(feed.count("componentOption", "refused")).toHaveText("Refused 1");
  const suedeTags = feed.change("SUEDE", "tags");
  await expect(suedeTags.before).toHaveText("leather, suede");
  await expect(suedeTags.after).toHaveText("leather, suede, e2e-batch");
  await expect(feed.refusal("NO-SUCH-OPTION")).toContainText("NO-SUCH-OPTION");
  await expect(feed.log).toBeVisible();
  await screenshotAlsoNarrow(page, testInfo, "dry run");
  await feed.filterOutcome(BATCH_TEXTS.outcomes.refused);
  await expect(feed.items).toHaveCount(1);
  await expect(feed.item("NO-SUCH-OPTION")).toBeVisible();

  // Apply writes the planned items; the options list shows them.
  await feed.confirm(BATCH_TEXTS.apply);
  await feed.expectState("Success", "Applied");
  await expect(batch.row("two-option-tags.json")).toHaveAttribute("data-stage", "Applied");
  const options = new ComponentOptionsBlade(workspace);
  await options.openFromSidebar();
  await options.filter("SUEDE");
  await expect(options.row("SUEDE")).toContainText("e2e-batch");

  // Undo puts the options back as they were.
  await batch.open();
  await batch.row("two-option-tags.json").getByTestId("data-import-open").click();
  await feed.expectState("Success", "Applied");
  await feed.confirm(BATCH_TEXTS.undo);
  await feed.expectState("Success", "Undone");
  await screenshotAlsoNarrow(page, testInfo, "undone");
  await options.openFromSidebar();
  await options.filter("SUEDE");
  await expect(options.row("SUEDE")).toBeVisible();
  await expect(options.row("SUEDE")).not.toContainText("e2e-batch");

  // The Operations blade lists the feed's jobs.
  const operations = new OperationsBlade(workspace);
  await operations.openFromSidebar();
  await expect(operations.rows.filter({ hasText: "two-option-tags.json" }).first()).toBeVisible();
});

test("the activation tool deactivates a selection on one site: dry run, apply, undo", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const tools = new BatchToolsBlade(workspace);
  await tools.open();
  const tool = tools.activation;
  await tools.segment(tool, BATCH_TEXTS.sources.selection);

  // An option picked in the options blade, a product by its style code.
  await tools.button(tool, BATCH_TEXTS.pickOptions).click();
  const picker = new ComponentOptionsBlade(workspace, "ComponentOptions.pick");
  await picker.expectLoaded();
  await picker.filter("MESH");
  await picker.choose("MESH");
  await picker.button("Done").click();
  await expect(tool.getByRole("textbox", { name: BATCH_TEXTS.optionCodes })).toHaveValue("MESH");
  await tool.getByRole("textbox", { name: BATCH_TEXTS.productCodes }).fill("SNK-TR-210");

  await tools.segment(tool, BATCH_TEXTS.deactivate);
  await tools.segment(tool, BATCH_TEXTS.site);
  await expect(tools.button(tool, BATCH_TEXTS.preview)).toBeDisabled();
  await tools.chooseSite("EU Store (eu-store)");
  await tools.button(tool, BATCH_TEXTS.preview).click();
  await expect(tools.commands(tool)).toHaveCount(1);
  await expect(tools.commands(tool)).toContainText("Deactivate all component options and products on site eu-store");
  await expect(tools.commands(tool)).toContainText(BATCH_TEXTS.changes(1, 1));
  await screenshotAlsoNarrow(page, testInfo, "activation");

  await tools.button(tool, BATCH_TEXTS.dryRun).click();
  const feed = new DataImportBlade(workspace);
  await feed.expectState("Success", "Planned");
  await expect(feed.count("componentOption", "changed")).toHaveText("Changed 1");
  await expect(feed.count("product", "changed")).toHaveText("Changed 1");
  await feed.confirm(BATCH_TEXTS.apply);
  await feed.expectState("Success", "Applied");
  await feed.confirm(BATCH_TEXTS.undo);
  await feed.expectState("Success", "Undone");
});

test("the prompt tool needs a batch and a prompt, shows what it read, and dry-runs the edited batch", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const tools = new BatchToolsBlade(workspace);
  await tools.open();
  const tool = tools.prompt;
  const read = tools.button(tool, BATCH_TEXTS.readPrompt);
  const prompt = tool.getByRole("textbox", { name: BATCH_TEXTS.prompt });

  await expect(read).toBeDisabled();
  await expect(tool.getByTestId("batch-prompt-needs")).toHaveText(BATCH_MESSAGES.needsBatchAndPrompt);
  await tools.chooseFile(tool, batchFixture("colours.json"));
  await expect(read).toBeDisabled();

  // Words the parser does not know: the server's message and the words.
  await prompt.fill("frobnicate the options");
  await read.click();
  await expect(tool.getByTestId("error-callout")).toContainText("Some words were not understood");
  await expect(tool.getByTestId("batch-edit-unknown-words")).toContainText("frobnicate");

  await prompt.fill("add the tag summer to every option whose code starts with SA");
  await read.click();
  await expect(tools.commands(tool)).toHaveCount(1);
  await expect(tools.commands(tool)).toContainText("Add the tag summer to component options whose code starts with SA");
  await expect(tools.commands(tool)).toContainText(BATCH_TEXTS.changes(2, 0));
  await screenshotAlsoNarrow(page, testInfo, "prompt");

  await tools.button(tool, BATCH_TEXTS.confirm).click();
  const feed = new DataImportBlade(workspace);
  await feed.expectState("Success", "Planned");
  await expect(feed.count("componentOption", "changed")).toHaveText("Changed 2");
  await expect(feed.count("componentOption", "unchanged")).toHaveText("Unchanged 1");
  await expect(feed.change("SAGE", "tags").after).toHaveText("sage, summer-2026, pastel, summer");
});

test("the catalogue exports as a batch file that imports back with every item unchanged", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const batch = new BatchOperationsBlade(workspace);
  await batch.open();
  const download = await batch.exportCatalogue();
  expect(download.suggestedFilename()).toMatch(/^Catalogue-\d{4}-\d{2}-\d{2}\.json$/);
  const path = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const document = CatalogueExportDocument.parse(JSON.parse(readFileSync(path, "utf8")));
  expect(document.componentPlacements.length).toBeGreaterThan(0);

  await batch.upload(path);
  const feed = new DataImportBlade(workspace);
  await feed.expectState("Success", "Planned");
  // Every item the file lists is found as it is: nothing to add or change.
  const lists = {
    site: document.sites,
    dimension: document.dimensions,
    componentOptionDefinition: document.componentOptionDefinitions,
    componentType: document.componentTypes,
    componentPlacement: document.componentPlacements,
  } as const;
  for (const [kind, items] of Object.entries(lists) as [keyof typeof lists, readonly unknown[]][]) {
    if (items.length > 0) await expect(feed.count(kind, "unchanged")).toHaveText(`Unchanged ${items.length}`);
  }
  await expect(feed.body.locator('[data-testid="data-import-count"][data-outcome="added"]')).toHaveText(
    Array(Object.values(lists).filter((items) => items.length > 0).length).fill("Added 0"),
  );
  await screenshotAlsoNarrow(page, testInfo, "catalogue dry run");
});

test("a viewer sees no Batch Tools content", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  await page.goto(stackAddress([{ kind: "BatchTools", mode: "list" }]));
  const tools = new BatchToolsBlade(workspace);
  await expect(tools.adminsOnly).toHaveText(BATCH_TEXTS.adminsOnly);
  await expect(tools.body).toHaveCount(0);
  await screenshot(page, testInfo);
});
