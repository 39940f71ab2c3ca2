import { type APIRequestContext, type Page, request as requests } from "@playwright/test";
import { AccountPanel } from "../pages/account-panel";
import type { RegisterPage } from "../pages/register-page";
import type { Workspace } from "../pages/workspace";
import { postJson } from "./api";
import { BASE_URL } from "./env";
import { registerNewCompany } from "./new-company";
import { firstLink, waitForMail } from "./outbox";
import { DEMO, uniqueEmail } from "./users";

/** The password registerNewCompany gives the new company's administrator. */
export const NEW_COMPANY_PASSWORD = "new-company-pass";

/** A signed-out API client of its own, so its session never mixes with the browser's. */
export function apiClient(): Promise<APIRequestContext> {
  return requests.newContext({ baseURL: BASE_URL });
}

/** Registers a second company through the API; the client stays signed in as its administrator. */
async function registerCompanyB(client: APIRequestContext): Promise<string> {
  const company = `Second Shop ${Date.now().toString(36)}`;
  const password = "second-company-pass";
  await postJson(client, "account/register", {
    invitationCode: DEMO.invitationCode,
    fullName: "Bea Second",
    username: uniqueEmail("company-b"),
    company,
    password,
    confirmPassword: password,
  });
  return company;
}

/** B's administrator invites A's user with a role; A's user accepts with their own password. */
async function joinWithRole(
  adminOfB: APIRequestContext,
  email: string,
  role: "Administrator" | "Manage Configuration",
): Promise<void> {
  const fullName = "Nico Newcomer";
  await postJson(adminOfB, "account/invite", { fullName, email, role });
  const code = new URL(firstLink(await waitForMail(email))).searchParams.get("code") ?? "";
  const invitee = await apiClient();
  await postJson(invitee, "account/acceptinvite", {
    invitationCode: code,
    fullName,
    username: email,
    password: NEW_COMPANY_PASSWORD,
    confirmPassword: NEW_COMPANY_PASSWORD,
  });
  await invitee.dispose();
}

export interface TwoWorkspaces {
  /** The browser's user and their own company, A, which stays current. */
  a: { email: string; company: string };
  /** The other company, B, that A's user joined. */
  companyB: string;
  account: AccountPanel;
}

/**
 * Registers company A in the browser and company B through the API, lets `prepareB` add to B as its
 * administrator, makes A's user a member of B with `role`, then opens the Account blade on A.
 */
export async function accountInTwoWorkspaces(
  { page, registerPage, workspace }: { page: Page; registerPage: RegisterPage; workspace: Workspace },
  name: string,
  role: "Administrator" | "Manage Configuration",
  prepareB: (adminOfB: APIRequestContext) => Promise<unknown> = async () => undefined,
): Promise<TwoWorkspaces> {
  const a = await registerNewCompany(registerPage, workspace, name);
  const adminOfB = await apiClient();
  const companyB = await registerCompanyB(adminOfB);
  await prepareB(adminOfB);
  await joinWithRole(adminOfB, a.email, role);
  await adminOfB.dispose();
  await page.reload();
  await workspace.closeBlade("What's new");
  const account = new AccountPanel(workspace);
  await account.open();
  return { a, companyB, account };
}
