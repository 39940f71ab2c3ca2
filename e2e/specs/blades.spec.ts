import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

const GUIDE = "A Hitchhicker's Guide to Metadata";
const DEFINITIONS = "Component Option Definitions";

test("blades open, stack, go fullscreen, survive a reload, follow back and forward, and close in cascade", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.expectBlades(["WhatsNew"]);
  await workspace.navButton("Close all blades").click();
  await workspace.expectBlades([]);

  // Open the guide from the Metadata section, then stack a blade on it from one of its links.
  await workspace.openFromSidebar("Metadata", GUIDE);
  await expect(workspace.blade(GUIDE)).toBeVisible();
  await workspace
    .blade(GUIDE)
    .getByRole("button", { name: `Open ${DEFINITIONS}` })
    .click();
  await expect(workspace.blade(DEFINITIONS)).toBeVisible();
  await workspace.expectBlades(["MetadataGuide", "ComponentOptionDefinitions"]);
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo, "stacked");

  // Fullscreen: the blade fills the workspace in view, then goes back to its width.
  const stackBox = await workspace.bladeStack.boundingBox();
  const normalWidth = (await workspace.blade(DEFINITIONS).boundingBox())?.width ?? 0;
  await workspace.toggleFullscreen(DEFINITIONS);
  await expect(workspace.blade(DEFINITIONS).getByRole("button", { name: "Restore" })).toBeVisible();
  await expect
    .poll(async () => {
      const box = await workspace.blade(DEFINITIONS).boundingBox();
      const stack = stackBox ?? { x: 0, width: 0 };
      if (!box) return "not found";
      if (box.width < stack.width * 0.9) return `width ${box.width} of ${stack.width}`;
      if (box.x < stack.x - 1 || box.x + box.width > stack.x + stack.width + 1) return `off view at x ${box.x}`;
      return "fills the workspace";
    })
    .toBe("fills the workspace");
  await screenshot(page, testInfo, "fullscreen");
  await workspace.toggleFullscreen(DEFINITIONS);
  await expect(workspace.blade(DEFINITIONS).getByRole("button", { name: "Maximise" })).toBeVisible();
  await expect.poll(async () => (await workspace.blade(DEFINITIONS).boundingBox())?.width ?? 0).toBe(normalWidth);

  // The stack lives in the address: a reload restores it.
  await page.reload();
  await expect(workspace.blade(DEFINITIONS)).toBeVisible();
  await workspace.expectBlades(["MetadataGuide", "ComponentOptionDefinitions"]);

  // Back and forward walk through the stack's history.
  await page.goBack();
  await workspace.expectBlades(["MetadataGuide"]);
  await page.goForward();
  await workspace.expectBlades(["MetadataGuide", "ComponentOptionDefinitions"]);

  // Closing the parent closes what is stacked on it.
  await workspace.closeBlade(GUIDE);
  await workspace.expectBlades([]);
  await expect(workspace.blade(DEFINITIONS)).toHaveCount(0);
  await screenshot(page, testInfo);
});

test("What's new? opens the release notes from the navigation bar", async ({
  page,
  loginPage,
  workspace,
}, testInfo) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO.admin, DEMO.password);
  await workspace.expectBlades(["WhatsNew"]);
  await workspace.closeBlade("What's new");
  await workspace.expectBlades([]);
  // Remembered for this company: a reload does not open it again.
  await page.reload();
  await expect(workspace.companyName).toHaveText(DEMO.company);
  await workspace.expectBlades([]);
  await workspace.navButton("What's new?").click();
  await expect(workspace.blade("What's new")).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo);
});
