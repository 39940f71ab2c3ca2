import type { RegisterPage } from "../pages/register-page";
import type { Workspace } from "../pages/workspace";
import { DEMO, uniqueEmail } from "./users";

/**
 * Registers a new company with the demo invitation code and waits for its workspace: a catalogue with
 * nothing in it, whatever the demo seed holds and whatever earlier runs on this server added.
 */
export async function registerNewCompany(registerPage: RegisterPage, workspace: Workspace, name: string) {
  const email = uniqueEmail("new-company");
  const company = `${name} ${Date.now().toString(36)}`;
  await registerPage.goto();
  await registerPage.register({
    invitationCode: DEMO.invitationCode,
    fullName: "Nico Newcomer",
    email,
    company,
    password: "new-company-pass",
  });
  await workspace.expectSignedIn(company, email);
  return { email, company };
}
