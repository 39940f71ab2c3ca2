import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO } from "../support/users";

const ADMIN_ONLY = ["Data and Integrations", "Content Moderation", "Assets", "3D & AR"];

test("the admin sees every section of the sidebar", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  for (const label of ["Products", "Sites", "Analytics", "Orders", "Metadata", ...ADMIN_ONLY, "Settings"]) {
    await expect(workspace.sidebarItem(label)).toBeVisible();
  }
  await workspace.sidebarItem("Content Moderation").click();
  for (const entry of ["Text Review", "Advanced Text Review", "Image Review"]) {
    await expect(workspace.sidebarItem(entry)).toBeVisible();
  }
  await screenshot(page, testInfo);
});

test("the viewer sees no Data and Integrations, Content Moderation, Assets or Orders", async ({
  page,
  workspace,
}, testInfo) => {
  await workspace.signInAsDemo(DEMO.viewer);
  for (const label of ["Products", "Sites", "Analytics", "Metadata", "Settings"]) {
    await expect(workspace.sidebarItem(label)).toBeVisible();
  }
  for (const label of [...ADMIN_ONLY, "Orders"]) {
    await expect(workspace.sidebarItem(label)).toHaveCount(0);
  }
  await screenshot(page, testInfo);
});

test("a sidebar entry whose area is not built yet says so", async ({ page, workspace }, testInfo) => {
  await workspace.signInAsDemo(DEMO.admin);
  await workspace.openFromSidebar("Data and Integrations", "Integrations");
  await expect(workspace.blade("Integrations").getByText(/not available yet/)).toBeVisible();
  await workspace.expectBladesLoaded();
  await screenshot(page, testInfo);
});
