import { BLUEPRINT_TEXTS } from "../../apps/web/src/pages/blueprint/blueprint-texts";
import { BlueprintPage } from "../pages/blueprint-page";
import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

test("the Preview Blueprint page shows the compiled version as a tree with search, site and preview date", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  const blueprint = await BlueprintPage.goto(page, "SNK-CC-100");
  for (const section of [
    BLUEPRINT_TEXTS.groups,
    BLUEPRINT_TEXTS.views,
    BLUEPRINT_TEXTS.rules,
    BLUEPRINT_TEXTS.packages,
  ]) {
    await expect(blueprint.row(section)).toHaveCount(1);
  }
  await expect(blueprint.studioLink()).toHaveAttribute("href", /^\/studio\.html\?product=SNK-CC-100&version=\d+/);
  await screenshot(page, testInfo, "tree");

  // The search keeps what matches and its ancestors; the rest goes.
  await blueprint.search.fill("asks for personalization");
  await expect(blueprint.row(BLUEPRINT_TEXTS.views)).toHaveCount(0);
  await expect(blueprint.row("MONOGRAM")).toHaveCount(1);
  await expect(blueprint.rows.first()).toContainText(BLUEPRINT_TEXTS.groups);
  await screenshot(page, testInfo, "search");
  await blueprint.search.fill("");

  // A placement opens on demand, showing its components, and a component its options and image names.
  const closed = () => blueprint.rows.filter({ has: page.locator('[aria-expanded="false"]') }).first();
  await closed().getByRole("button").click();
  await closed().getByRole("button").click();
  await expect(blueprint.rows.filter({ hasText: BLUEPRINT_TEXTS.image }).first()).toBeVisible();

  // Site and preview date are kept in the address.
  await blueprint.field(BLUEPRINT_TEXTS.site).fill("US");
  await blueprint.field(BLUEPRINT_TEXTS.site).blur();
  await expect(page).toHaveURL(/site=US/);
  await blueprint.field(BLUEPRINT_TEXTS.previewDate).fill("2030-01-01T10:00");
  await expect(page).toHaveURL(/previewDate=2030-01-01T/);
  await page.reload();
  await expect(blueprint.field(BLUEPRINT_TEXTS.site)).toHaveValue("US");
  await expect(blueprint.row(BLUEPRINT_TEXTS.availability)).toContainText("2030-01-01T");
  await screenshot(page, testInfo, "site-and-date");
});

test("the Preview Blueprint page asks who you are first", async ({ page }) => {
  await page.goto("/blueprint/SNK-CC-100/_/_/");
  await expect(page).toHaveURL(/\/login$/);
});
