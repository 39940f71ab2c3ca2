import { STUDIO_TEXTS } from "../../apps/web/src/pages/studio/studio-texts";
import { BlueprintPage } from "../pages/blueprint-page";
import { RecipeFiles } from "../pages/recipe-files";
import { StudioApi, StudioPage } from "../pages/studio";
import { VersionApi, VersionEditor } from "../pages/version-editor";
import { VersionRulesBlade } from "../pages/version-rules";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { pdfFirstPageToPng } from "../support/pdf-page";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

const SNEAKER = { styleCode: "SNK-CC-100", name: "Classic Court Sneaker" } as const;
/** The rule the admin authors: a black upper takes no white laces. */
const RULE = "No white laces with a black upper";
const INITIALS = "AMG";
/** The demo's rule that forces laces (apps/server/src/seed/demo-customer-rules.ts). */
const LARGE_SIZE_RULE = "Sizes US 11 and 12 come with black laces";

/**
 * The customer side end to end (issue 14): an admin authors a rule on a branch of the demo sneaker's active
 * version (so the demo stays as it is for other specs), opens the branch in the Studio from the Studio menu,
 * sees the rule block a choice with its reason, types the initials a monogram requires, saves, reads the
 * recipe's JSON and PDF without signing in, and configures again on a phone-sized screen.
 */
test("author a rule, see it block a choice in the Studio, save a monogrammed recipe, read its JSON and PDF", async ({
  page,
  request,
  playwright,
  workspace,
}, testInfo) => {
  test.setTimeout(120_000);
  const versions = await VersionApi.signIn(request);
  const product = await new StudioApi(request).product(SNEAKER.styleCode);
  const active = (await versions.versions(product.productId)).find((version) => version.active);
  expect(active).toBeDefined();
  const branch = await versions.addVersion(product.productId, active?.versionId);
  const title = `v${branch.code} of ${SNEAKER.name}`;

  // The admin authors a 'Blocked if any' rule in the version's rules editor, opened from the version editor.
  await workspace.signInAsDemo(DEMO.admin);
  const rules = new VersionRulesBlade(workspace);
  await rules.openThroughVersionEditor(`${product.productId}~${branch.versionId}`);
  await rules.addRule("Blocked if any");
  const card = rules.cards.last();
  await rules.description(card).fill(RULE);
  await rules.fillList(card, "Source", ["black IN UPPER"]);
  await rules.fillList(card, "Target", ["white IN LACES"]);
  // The product is in Production: Save asks 'Confirm?' first.
  await rules.save({ confirm: true });

  // Back in the version editor, the Studio menu's link opens the branch in the Studio, in a new tab.
  await rules.root.getByTestId("version-part-editor").getByRole("button", { name: "Close", exact: true }).click();
  const editor = new VersionEditor(page, title);
  const menu = await editor.openMenu("Studio");
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    menu.getByRole("menuitem", { name: "Open in Studio", exact: true }).click(),
  ]);
  const studio = new StudioPage(tab);
  await expect(tab).toHaveURL(`${BASE_URL}/studio.html?product=${SNEAKER.styleCode}&version=${branch.code}`);
  await studio.expectLoaded(SNEAKER.name);

  // A black upper blocks the white laces, with the rule as the reason.
  await studio.choose("LACES", "Red");
  await studio.choose("UPPER", "Full-grain leather Black");
  await expect(studio.choice("LACES", "White")).toBeDisabled();
  await expect(studio.placement("LACES").getByText(STUDIO_TEXTS.blockedBy(RULE))).toBeVisible();
  // The demo's own rule: red laces block the suede uppers.
  await expect(studio.choice("UPPER", "Suede Red")).toBeDisabled();

  // A lettering requires the initials: saving is refused until they are typed.
  await studio.choose("SNEAKER-MODEL", "US 9");
  await studio.choose("MONOGRAM", "Serif");
  await expect(studio.saveIssues).toContainText(STUDIO_TEXTS.cannotSave);
  await studio.field("Monogram").fill(INITIALS);
  await expect(studio.saveIssues).toBeEmpty();
  await studio.saveButton.click();
  await expect(studio.saved).toBeVisible();
  const recipeId = ((await studio.recipeId.textContent()) ?? "").trim();
  expect(recipeId).toMatch(/^[0-9A-Za-z]{12}$/);
  await screenshot(tab, testInfo, "studio 1440x900");

  // The recipe's JSON and PDF, read without signing in.
  const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
  const files = new RecipeFiles(anonymous);
  const document = await files.json((await studio.jsonLink.getAttribute("href")) ?? "");
  expect(document.recipeId).toBe(recipeId);
  expect(document.versionCode).toBe(branch.code);
  const placements = Object.fromEntries(document.components.map((item) => [item.placementCode, item.component]));
  expect(placements.UPPER?.code).toBe("UPPER-LEATHER-BLACK");
  expect(placements.LACES?.code).toBe("LACES-RED");
  expect(placements.MONOGRAM?.["personalization-text"]).toBe(INITIALS);
  for (const view of document.views) await files.expectPng(view.previewPng);
  const pdf = await files.pdf((await studio.pdfLink.getAttribute("href")) ?? "");
  testInfo.annotations.push({ type: "pdf page", description: pdfFirstPageToPng(pdf, "customer-flow-recipe-pdf") });
  await anonymous.dispose();

  // The blueprint page of the branch finds the rule.
  const blueprint = await BlueprintPage.goto(page, SNEAKER.styleCode, branch.code);
  await blueprint.search.fill(RULE);
  await expect(blueprint.tree).toContainText(RULE);
  await screenshot(page, testInfo, "blueprint page");

  // On a phone-sized screen: a sand canvas upper opens the sand laces (the demo's Only-when-all rule).
  await tab.setViewportSize({ width: 390, height: 844 });
  await studio.choose("UPPER", "Cotton canvas Sand");
  await expect(studio.choice("LACES", "Sand")).toBeEnabled();
  await studio.choose("LACES", "Sand");
  await expect(studio.choice("LACES", "Sand")).toBeChecked();
  // The largest size forces the black laces (the demo's coded SELECT rule).
  await studio.choose("SNEAKER-MODEL", "US 12");
  await expect(studio.choice("LACES", "Black")).toBeChecked();
  await expect(studio.placement("LACES").getByText(STUDIO_TEXTS.forcedBy(LARGE_SIZE_RULE))).toBeVisible();
  await screenshot(tab, testInfo, "studio 390x844");
});
