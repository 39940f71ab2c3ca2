import { postJson, signInThroughApi } from "../support/api";
import { expect, test } from "../support/fixtures";
import { firstLink, waitForMail } from "../support/outbox";
import { screenshot } from "../support/screenshot";
import { DEMO, uniqueEmail } from "../support/users";

test("an invited user accepts the invitation and lands in Demo Outfitters", async ({
  page,
  request,
  acceptInvitePage,
  workspace,
}, testInfo) => {
  const email = uniqueEmail("invitee");
  const fullName = "Ines Invitee";
  await signInThroughApi(request, DEMO.admin, DEMO.password);
  await postJson(request, "account/invite", { fullName, email, role: "Manage Configuration" });

  const link = new URL(firstLink(await waitForMail(email)));
  expect(link.pathname).toBe("/account/invite");
  const code = link.searchParams.get("code") ?? "";
  const by = link.searchParams.get("by") ?? "";
  expect(code).not.toBe("");
  expect(link.searchParams.get("name")).toBe(fullName);

  await page.goto(link.pathname + link.search);
  await expect(acceptInvitePage.invitedBy).toContainText(by);
  await expect(acceptInvitePage.invitationCode).toHaveValue(code);
  await expect(acceptInvitePage.fullName).toHaveValue(fullName);
  await screenshot(page, testInfo, "prefilled");

  await acceptInvitePage.accept(email, "invitee-secret");
  await workspace.expectSignedIn(DEMO.company, email);
  await screenshot(page, testInfo);
});
