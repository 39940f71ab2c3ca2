import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import type { Page } from "@playwright/test";
import { STUDIO_TEXTS } from "../../apps/web/src/pages/studio/studio-texts";
import { StudioApi, StudioPage } from "../pages/studio";
import { signInThroughApi } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { recordPolicyViolations } from "../support/security-policy";
import { DEMO } from "../support/users";

/** The demo sneaker: in Production, with a monogram that requires initials and a Range view. */
const SNEAKER = { styleCode: "SNK-CC-100", name: "Classic Court Sneaker" };
/** A demo product in Development. */
const DEVELOPMENT_STYLE_CODE = "APP-OT-620";
/** A rule the tests add: a navy canvas upper blocks the red laces. */
const CLASH = "Red laces clash with a navy canvas upper";
const CLASH_CODE = "IF COMPONENT(UPPER-CANVAS-NAVY IN UPPER) THEN\n    BLOCK(LACES-RED IN LACES)\nEND";
/** And one that forces a choice: a red suede upper comes with white laces. */
const FORCE = "A red suede upper comes with white laces";
const FORCE_CODE = "IF COMPONENT(UPPER-SUEDE-RED IN UPPER) THEN\n    SELECT(LACES-WHITE IN LACES)\nEND";

test.describe.configure({ timeout: 120_000 });

/** Signs the page's context in as the demo administrator; answers the active version's blueprint. */
async function asStaff(page: Page): Promise<{ api: StudioApi; blueprint: Blueprint }> {
  await signInThroughApi(page.request, DEMO.admin, DEMO.password);
  const api = new StudioApi(page.request);
  return { api, blueprint: await api.blueprint(SNEAKER.styleCode) };
}

/** Scrolls back to the top, so a full-page screenshot shows the sticky preview where it starts. */
async function atTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The label of the monogram's personal text field, as the blueprint names it. */
function monogramLabel(blueprint: Blueprint): string {
  const field = blueprint.groups.flatMap((g) => g.placements).find((p) => p.code === "MONOGRAM")?.fields[0];
  if (field === undefined) throw new Error("The demo monogram has no personal field");
  return field.label || field.attribute;
}

/** Adds the tests' rules to the version unless an earlier test of the run did. */
async function addClashRule(api: StudioApi, blueprint: Blueprint): Promise<void> {
  if (blueprint.rules.some((rule) => rule.description === CLASH)) return;
  const coded = (description: string, code: string) => ({
    type: "Coded" as const,
    description,
    source: [],
    target: [],
    except: [],
    code,
  });
  await api.addRules(SNEAKER.styleCode, blueprint.version.code, [coded(CLASH, CLASH_CODE), coded(FORCE, FORCE_CODE)]);
}

test("configures a version as staff: blocked reason, required text, undo and redo, reload, save, JSON and PDF", async ({
  page,
}, testInfo) => {
  const violations = await recordPolicyViolations(page);
  const { api, blueprint } = await asStaff(page);
  const version = blueprint.version.code;
  await addClashRule(api, blueprint);
  const studio = new StudioPage(page);
  await studio.goto({ product: SNEAKER.styleCode, version });
  await studio.expectLoaded(SNEAKER.name);

  // A choice blocked by the authored rule, with its reason written beside it.
  await studio.choose("UPPER", "Cotton canvas Navy");
  await expect(studio.choice("UPPER", "Cotton canvas Navy")).toBeChecked();
  await expect(studio.choice("LACES", "Red")).toBeDisabled();
  await expect(studio.choice("LACES", "Red")).toHaveAccessibleDescription(STUDIO_TEXTS.blockedBy(CLASH));
  await expect(studio.placement("LACES").getByText(STUDIO_TEXTS.blockedBy(CLASH))).toBeVisible();

  // A rule forces a choice and says so.
  await studio.choose("UPPER", "Suede Red");
  await expect(studio.choice("LACES", "White")).toBeChecked();
  await expect(studio.placement("LACES").getByText(STUDIO_TEXTS.forcedBy(FORCE))).toBeVisible();
  await studio.undoButton.click();
  await expect(studio.choice("UPPER", "Cotton canvas Navy")).toBeChecked();

  // The price follows the quantity (the base price has a breakpoint at 10).
  const single = await studio.price.textContent();
  await studio.quantity.fill("10");
  await expect(studio.price).not.toHaveText(single ?? "");

  // A monogram requires initials: saving waits for them.
  const label = monogramLabel(blueprint);
  await studio.choose("MONOGRAM", "Block");
  await expect(studio.saveButton).toBeDisabled();
  await expect(studio.saveIssues).not.toBeEmpty();
  await studio.field(label).fill("AM");
  await expect(studio.saveButton).toBeEnabled();

  // Undo and redo, by the buttons and by the keyboard.
  await studio.undoButton.click();
  await expect(studio.field(label)).toHaveValue("");
  await studio.redoButton.click();
  await expect(studio.field(label)).toHaveValue("AM");
  await page.keyboard.press("Control+z");
  await expect(studio.field(label)).toHaveValue("");
  await page.keyboard.press("Control+Shift+z");
  await expect(studio.field(label)).toHaveValue("AM");

  // A Range view steps through its frames.
  const range = blueprint.views.find((view) => view.viewType === "Range");
  if (range !== undefined) {
    await studio.selectView(range.name);
    const first = await studio.frame.textContent();
    await studio.stepFrame("next");
    await expect(studio.frame).not.toHaveText(first ?? "");
  }
  await expect(studio.layers.first()).toBeVisible();
  await atTop(page);
  await screenshot(page, testInfo, "configured");

  // A reload keeps the choices, the text and the view.
  await page.reload();
  await studio.expectLoaded(SNEAKER.name);
  await expect(studio.choice("UPPER", "Cotton canvas Navy")).toBeChecked();
  await expect(studio.choice("MONOGRAM", "Block")).toBeChecked();
  await expect(studio.field(label)).toHaveValue("AM");
  if (range !== undefined) await expect(studio.viewTab(range.name)).toBeChecked();

  // Save: the recipe's id, share link, JSON and PDF.
  await studio.saveButton.click();
  await expect(studio.saved).toBeVisible();
  await expect(studio.recipeId).toHaveText(/^[0-9A-Za-z]{12}$/);
  await expect(studio.shareLink).toHaveAttribute("href", /recipe=/);
  const json = await page.request.get(new URL((await studio.jsonLink.getAttribute("href")) ?? "", BASE_URL).toString());
  expect(json.status()).toBe(200);
  expect(json.headers()["content-type"]).toContain("application/json");
  const document = (await json.json()) as {
    components: { placementCode: string; component: Record<string, unknown> }[];
  };
  const upper = document.components.find((entry) => entry.placementCode === "UPPER");
  expect(upper?.component.code).toBe("UPPER-CANVAS-NAVY");
  const pdf = await page.request.get(new URL((await studio.pdfLink.getAttribute("href")) ?? "", BASE_URL).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await atTop(page);
  await screenshot(page, testInfo, "saved");

  // The share link opens the saved configuration.
  const share = await studio.shareLink.getAttribute("href");
  await page.goto(share ?? "");
  await studio.expectLoaded(SNEAKER.name);
  await expect(studio.choice("UPPER", "Cotton canvas Navy")).toBeChecked();
  await expect(studio.field(label)).toHaveValue("AM");
  expect(await violations()).toEqual([]);
});

test("configures and saves on a 390x844 screen, the preview above the choices", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { api, blueprint } = await asStaff(page);
  await addClashRule(api, blueprint);
  const studio = new StudioPage(page);
  await studio.goto({ product: SNEAKER.styleCode, version: blueprint.version.code });
  await studio.expectLoaded(SNEAKER.name);
  const preview = await studio.preview.boundingBox();
  const choices = await studio.choices.boundingBox();
  expect(preview && choices && preview.y + preview.height <= choices.y).toBeTruthy();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, testInfo, "phone");

  await studio.choose("UPPER", "Cotton canvas Navy");
  await expect(studio.placement("LACES").getByText(STUDIO_TEXTS.blockedBy(CLASH))).toBeVisible();
  await studio.choose("MONOGRAM", "Script");
  await studio.field(monogramLabel(blueprint)).fill("JD");
  await studio.saveButton.click();
  await expect(studio.recipeId).toHaveText(/^[0-9A-Za-z]{12}$/);
  await screenshot(page, testInfo, "phone-saved");
});

test("opens a Production product with a storefront key, and nothing without a key or a session", async ({
  browser,
  page,
}) => {
  const { api, blueprint } = await asStaff(page);
  const key = await api.storefrontKey("Studio shop", ["https://shop.example.com"]);

  const anonymous = await browser.newContext();
  try {
    const customer = new StudioPage(await anonymous.newPage());
    await customer.goto({ product: SNEAKER.styleCode, version: "_" });
    await expect(customer.message).toContainText(STUDIO_TEXTS.signIn);
    await expect(customer.choices).toHaveCount(0);

    await customer.goto({ product: SNEAKER.styleCode, version: "_", key: "pk_not-a-key" });
    await expect(customer.message).toContainText(STUDIO_TEXTS.notAvailable);
    await expect(customer.choices).toHaveCount(0);

    // A product in Development is for staff only: to the key it is not available.
    await customer.goto({ product: DEVELOPMENT_STYLE_CODE, version: "_", key });
    await expect(customer.message).toContainText(STUDIO_TEXTS.notAvailable);
    await expect(customer.choices).toHaveCount(0);

    const response = await customer.page.goto(`/studio.html?product=${SNEAKER.styleCode}&version=_&key=${key}`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors https://shop.example.com");
    await customer.expectLoaded(SNEAKER.name);
    await customer.choose("MONOGRAM", "Block");
    await customer.field(monogramLabel(blueprint)).fill("SK");
    await customer.saveButton.click();
    await expect(customer.recipeId).toHaveText(/^[0-9A-Za-z]{12}$/);

    // The share link carries the key, so the customer opens the saved configuration without a session.
    await expect(customer.shareLink).toHaveAttribute("href", new RegExp(`key=${key}`));
    await customer.page.goto((await customer.shareLink.getAttribute("href")) ?? "");
    await customer.expectLoaded(SNEAKER.name);
    await expect(customer.field(monogramLabel(blueprint))).toHaveValue("SK");
  } finally {
    await anonymous.close();
  }
});

test("previews a ThreeD product's chosen models in 3D", async ({ page }, testInfo) => {
  const violations = await recordPolicyViolations(page);
  const { blueprint } = await asStaff(page);
  const studio = new StudioPage(page);
  await studio.goto({ product: SNEAKER.styleCode, version: blueprint.version.code });
  await studio.expectLoaded(SNEAKER.name);
  await studio.selectView(STUDIO_TEXTS.model);
  await expect(studio.preview.getByTestId("studio-model").locator("canvas")).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(2000);
  await screenshot(page, testInfo, "3d");
  expect(await violations()).toEqual([]);
});
