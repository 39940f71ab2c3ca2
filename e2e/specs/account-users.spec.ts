import { CurrentUser } from "@atelier/domain/account/account.schema";
import { CompanyWithUsers } from "@atelier/domain/account/company-user.schema";
import type { Role } from "@atelier/domain/account/roles";
import { fieldMessages, MESSAGES } from "@atelier/domain/shared/messages";
import type { APIRequestContext } from "@playwright/test";
import { AcceptInvitePage } from "../pages/accept-invite-page";
import {
  ApiKeyEditor,
  ApiKeyShownOnce,
  ApiKeysSection,
  InviteEditor,
  OrganizationSection,
  UserEditor,
} from "../pages/account-users";
import { Workspace } from "../pages/workspace";
import { callApi, postJson } from "../support/api";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";
import { registerNewCompany } from "../support/new-company";
import { firstLink, waitForMail } from "../support/outbox";
import { screenshot } from "../support/screenshot";
import { uniqueEmail } from "../support/users";

/** The roles an Administrator may give, in section 6's order. */
const ADMIN_GRANTS = ["Administrator", "Manage Configuration", "Manage Orders", "None"];
const MEMBER_PASSWORD = "member-secret";

async function currentCompanyId(request: APIRequestContext): Promise<string> {
  return CurrentUser.parse(await callApi(request, "GET", "account")).company.companyId;
}

/** Invites someone through the API as `admin`, and accepts in `member` (which is then signed in as them). */
async function addMember(admin: APIRequestContext, member: APIRequestContext, fullName: string, role: Role) {
  const email = uniqueEmail("member");
  await postJson(admin, "account/invite", { fullName, email, role });
  const code = new URL(firstLink(await waitForMail(email))).searchParams.get("code");
  await postJson(member, "account/acceptinvite", {
    invitationCode: code,
    fullName,
    username: email,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
  });
  return { email, fullName };
}

test("an administrator invites a user, who accepts and joins with the invited role", async ({
  page,
  browser,
  registerPage,
  workspace,
}, testInfo) => {
  const admin = await registerNewCompany(registerPage, workspace, "Team Shop");
  await workspace.closeBlade("What's new");
  const organization = new OrganizationSection(workspace);
  await organization.open();
  await expect(organization.rows).toHaveCount(1);
  await expect(organization.row(admin.email)).toContainText("You");
  await expect(organization.roles(admin.email)).toHaveText(["Administrator"]);
  // An administrator never edits their own roles here.
  await expect(organization.editButtons).toHaveCount(0);
  await organization.panel.scrollTo(organization.root);
  await screenshot(page, testInfo, "organization");

  await organization.inviteButton.click();
  const invite = new InviteEditor(workspace);
  await expect(invite.title).toHaveText(MESSAGES.inviteTitle);
  await expect.poll(() => invite.roleNames()).toEqual(ADMIN_GRANTS);
  await invite.button("Send").click();
  await expect(invite.message(fieldMessages.required("Full name"))).toBeVisible();
  await expect(invite.message(fieldMessages.required("E-mail"))).toBeVisible();
  await expect(invite.message("Choose a role.")).toBeVisible();
  await screenshot(page, testInfo, "invite form");

  const email = uniqueEmail("invitee");
  const fullName = "Ines Invitee";
  await invite.field("Full name").fill(fullName);
  await invite.field("E-mail").fill(email);
  await invite.role("Manage Configuration").check();
  await invite.button("Send").click();
  await expect(invite.sent).toContainText(MESSAGES.inviteDispatched);
  await expect(invite.sent).toContainText(email);
  await screenshot(page, testInfo, "invite sent");

  const link = new URL(firstLink(await waitForMail(email)));
  expect(link.pathname).toBe("/account/invite");
  expect(link.searchParams.get("code") ?? "").not.toBe("");
  expect(link.searchParams.get("name")).toBe(fullName);
  expect(link.searchParams.get("by")).toBe("Nico Newcomer");

  const inviteeContext = await browser.newContext();
  try {
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(link.pathname + link.search);
    const acceptPage = new AcceptInvitePage(inviteePage);
    await expect(acceptPage.invitedBy).toContainText("Nico Newcomer");
    await acceptPage.accept(email, MEMBER_PASSWORD);
    await new Workspace(inviteePage).expectSignedIn(admin.company, email);
    const joined = CurrentUser.parse(await callApi(inviteePage.request, "GET", "account"));
    expect(joined.userRoles).toEqual(["Manage Configuration"]);
    expect(joined.permissions).toEqual({ admin: false, canEdit: true, orders: false });
  } finally {
    await inviteeContext.close();
  }

  // 'Invite another' starts from an empty form; Close closes the blade.
  await invite.successButton("Invite another").click();
  await expect(invite.field("Full name")).toHaveValue("");
  await workspace.closeBladeOfKind("EditAccountInvite");
  await workspace.expectBlades(["Account"]);
  await page.reload();
  await expect(organization.rows).toHaveCount(2);
  await expect(organization.roles(email)).toHaveText(["Manage Configuration"]);
  await expect(organization.editButton(fullName)).toBeVisible();
});

test("an administrator changes a user's roles by the 'None' rule, and the user's next request follows them", async ({
  page,
  request,
  registerPage,
  workspace,
}, testInfo) => {
  await registerNewCompany(registerPage, workspace, "Roles Shop");
  await workspace.closeBlade("What's new");
  const companyId = await currentCompanyId(page.request);
  const member = await addMember(page.request, request, "Mona Member", "Manage Configuration");
  // Listing the API keys is for administrators only.
  const adminOnlyCall = async () => (await request.get(`/api/v1/company/${companyId}/apikey`)).status();
  expect(await adminOnlyCall()).toBe(403);

  const organization = new OrganizationSection(workspace);
  await organization.open();
  await organization.editButton(member.fullName).click();
  const editor = new UserEditor(workspace);
  await expect(editor.title).toHaveText(member.fullName);
  await expect(editor.root.getByText(member.email, { exact: true })).toBeVisible();
  await expect.poll(() => editor.roleNames()).toEqual(ADMIN_GRANTS);
  await expect(editor.role("Manage Configuration")).toBeChecked();

  // Nothing chosen is saved as None; None chosen with another role is dropped.
  await editor.role("Manage Configuration").uncheck();
  await expect(editor.savedAs).toHaveText(["None"]);
  await editor.role("None").check();
  await editor.role("Administrator").check();
  await expect(editor.savedAs).toHaveText(["Administrator"]);
  await screenshot(page, testInfo, "user editor");
  await editor.button("Save").click();
  await workspace.expectBlades(["Account"]);
  await expect(organization.roles(member.email)).toHaveText(["Administrator"]);
  expect(await adminOnlyCall()).toBe(200);

  // Someone else changes the member meanwhile: this save is refused and the choices stay until Reload.
  await organization.editButton(member.fullName).click();
  await expect(editor.role("Administrator")).toBeChecked();
  const company = CompanyWithUsers.parse(await callApi(page.request, "GET", `company/${companyId}`));
  const stored = company.applicationUsers.find((user) => user.userName === member.email);
  await callApi(page.request, "PUT", `company/${companyId}/user/${encodeURIComponent(member.email)}`, {
    roles: ["Manage Orders"],
    etag: stored?.etag,
  });
  await editor.role("Manage Configuration").check();
  await editor.button("Save").click();
  await expect(editor.errorCallout).toContainText(MESSAGES.staleEtag);
  await expect(editor.role("Administrator")).toBeChecked();
  await expect(editor.role("Manage Configuration")).toBeChecked();
  await screenshot(page, testInfo, "stale");
  await editor.root.getByRole("button", { name: "Reload user", exact: true }).click();
  await expect(editor.role("Manage Orders")).toBeChecked();
  await expect(editor.role("Administrator")).not.toBeChecked();
  await expect(editor.errorCallout).toHaveCount(0);
  expect(await adminOnlyCall()).toBe(403);
});

test("an administrator removes a user after 'Confirm?', which ends the user's access", async ({
  page,
  request,
  registerPage,
  workspace,
}, testInfo) => {
  await registerNewCompany(registerPage, workspace, "Leavers Shop");
  await workspace.closeBlade("What's new");
  const companyId = await currentCompanyId(page.request);
  const member = await addMember(page.request, request, "Rémi Removed", "None");
  const memberRead = async () => (await request.get(`/api/v1/company/${companyId}`)).status();
  expect(await memberRead()).toBe(200);

  const organization = new OrganizationSection(workspace);
  await organization.open();
  await expect(organization.roles(member.email)).toHaveText(["None"]);
  await organization.editButton(member.fullName).click();
  const editor = new UserEditor(workspace);
  await editor.button("Remove").click();
  await expect(editor.button("Confirm?")).toBeVisible();
  await screenshot(page, testInfo, "confirm");
  await editor.button("Confirm?").click();
  await workspace.expectBlades(["Account"]);
  await expect(organization.row(member.email)).toHaveCount(0);
  await expect(organization.rows).toHaveCount(1);
  expect(await memberRead()).toBe(401);
});

test("an administrator adds an API key, sees it once, and its roles govern the requests made with it", async ({
  page,
  context,
  playwright,
  registerPage,
  workspace,
}, testInfo) => {
  await registerNewCompany(registerPage, workspace, "Keyed Shop");
  await workspace.closeBlade("What's new");
  const companyId = await currentCompanyId(page.request);
  const organization = new OrganizationSection(workspace);
  await organization.open();
  const keys = new ApiKeysSection(workspace);
  await expect(keys.empty).toBeVisible();

  await keys.addButton.click();
  const editor = new ApiKeyEditor(workspace);
  await expect(editor.button("Remove")).toHaveCount(0);
  await editor.button("Save").click();
  await expect(editor.message(fieldMessages.required("Name"))).toBeVisible();
  await editor.field("Name").fill("Catalogue feed");
  // No role chosen: the key is saved with None.
  await expect(editor.savedAs).toHaveText(["None"]);
  await screenshot(page, testInfo, "key editor");
  await editor.button("Save").click();

  const shown = new ApiKeyShownOnce(page);
  await expect(shown.root).toBeVisible();
  await expect(shown.root).toContainText(MESSAGES.apiKeyShownOnce);
  const key = (await shown.key.textContent()) ?? "";
  expect(key.length).toBeGreaterThan(20);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await shown.copyButton.click();
  await expect(shown.copyButton).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // Only Done closes it.
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(shown.root).toBeVisible();
  await expect(shown.root.getByRole("button", { name: "Close" })).toHaveCount(0);
  await screenshot(page, testInfo, "shown once");
  await shown.done.click();
  await expect(shown.root).toHaveCount(0);
  await workspace.expectBlades(["Account"]);
  await expect(keys.roles("Catalogue feed")).toHaveText(["None"]);

  const withKey = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  try {
    const addSite = async (code: string) =>
      (await withKey.post("/api/v1/site", { data: { name: `Site ${code}`, code } })).status();
    expect((await withKey.get("/api/v1/site")).status()).toBe(200);
    expect(await addSite("KEY-1")).toBe(403);

    await keys.editButton("Catalogue feed").click();
    await expect(editor.title).toHaveText("Catalogue feed");
    await expect(editor.role("None")).toBeChecked();
    await editor.role("None").uncheck();
    await editor.role("Manage Configuration").check();
    await expect(editor.savedAs).toHaveText(["Manage Configuration"]);
    await editor.button("Save").click();
    await workspace.expectBlades(["Account"]);
    await expect(keys.roles("Catalogue feed")).toHaveText(["Manage Configuration"]);
    expect(await addSite("KEY-2")).toBe(201);
    expect((await withKey.get(`/api/v1/company/${companyId}/apikey`)).status()).toBe(403);

    await keys.editButton("Catalogue feed").click();
    await editor.remove();
    await workspace.expectBlades(["Account"]);
    await expect(keys.empty).toBeVisible();
    expect((await withKey.get("/api/v1/site")).status()).toBe(401);
  } finally {
    await withKey.dispose();
  }
});

test("a member without the Administrator role sees the users without edit buttons, Invite or API Keys", async ({
  page,
  registerPage,
  workspace,
}, testInfo) => {
  const admin = await registerNewCompany(registerPage, workspace, "Viewers Shop");
  // Accepting in the page's own context signs the page in as the new member.
  const member = await addMember(page.request, page.request, "Vera Viewer", "None");
  await page.goto("/");
  await workspace.expectSignedIn(admin.company, member.email);
  // What's new shows once per browser, so it may or may not be open.
  await workspace.navButton("Close all blades").click();

  const organization = new OrganizationSection(workspace);
  await organization.open();
  await expect(organization.rows).toHaveCount(2);
  await expect(organization.roles(admin.email)).toHaveText(["Administrator"]);
  await expect(organization.roles(member.email)).toHaveText(["None"]);
  await expect(organization.editButtons).toHaveCount(0);
  await expect(organization.inviteButton).toHaveCount(0);
  await expect(new ApiKeysSection(workspace).root).toHaveCount(0);
  await organization.panel.scrollTo(organization.root);
  await screenshot(page, testInfo);
});
