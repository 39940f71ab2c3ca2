import { ThreeComponentApi, ThreeComponentBlade } from "../pages/three-component";
import { expect, test } from "../support/fixtures";
import { screenshotAlsoNarrow } from "../support/screenshot";
import { recordPolicyViolations } from "../support/security-policy";
import { DEMO } from "../support/users";

// The 3D viewer renders on the CPU here: slow.
test.describe.configure({ timeout: 180_000 });

test("signing in, the workspace and the 3D viewer run under the content security policy with nothing refused", async ({
  page,
  loginPage,
  workspace,
}, testInfo) => {
  const violations = await recordPolicyViolations(page);
  await loginPage.goto();
  const policy = (await page.request.get("/login")).headers()["content-security-policy"];
  expect(policy).toContain("frame-ancestors 'none'");
  await screenshotAlsoNarrow(page, testInfo, "sign-in page");
  await loginPage.signIn(DEMO.admin, DEMO.password);
  await workspace.expectSignedIn(DEMO.company, DEMO.admin);
  await workspace.expectBladesLoaded();
  await screenshotAlsoNarrow(page, testInfo, "workspace");
  expect(await violations()).toEqual([]);

  // The viewer reads the model's texture through a blob: address and draws with WebGL (its screenshots are
  // three-component.spec.ts's).
  const scene = await new ThreeComponentApi(page.request).createScene();
  const blade = new ThreeComponentBlade(workspace);
  await blade.openModel(scene, "demo");
  await blade.expectModelDrawn(3);
  expect(await violations()).toEqual([]);
});

// Swagger UI's own page: no screenshot, whose accessibility check would judge Swagger UI's markup.
test("the API's documentation page works under its policy", async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto("/api/docs");
  await expect(page.getByText("Atelier API").first()).toBeVisible();
  await expect(page.locator(".opblock").first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
