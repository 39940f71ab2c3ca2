import { expect, test } from "../support/fixtures";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

test("registering with the invitation code DEMO-INVITE opens the new company's workspace", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const email = uniqueEmail("founder");
  const company = `Harbor Supply ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.fill({
    invitationCode: DEMO.invitationCode,
    fullName: "Rosa Harbor",
    email,
    company,
    password: "harbor-secret",
  });
  await screenshot(page, testInfo, "filled");
  await registerPage.submit.click();
  await workspace.expectSignedIn(company, email);
  await expect(workspace.header.getByText(DEMO.company)).toHaveCount(0);
  await screenshot(page, testInfo);
});
