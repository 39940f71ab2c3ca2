import type { CompanyUser, CompanyWithUsers } from "@atelier/domain/account/company-user.schema";
import type { Role } from "@atelier/domain/account/roles";
import { createCompanyWithEveryRole, signedIn } from "../../../../test/factories";
import type { ApiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";

/** The path of a member under company/{companyId}/user, the e-mail URL-encoded. */
export const userPath = (companyId: string, email: string) => `company/${companyId}/user/${encodeURIComponent(email)}`;

/**
 * A company with one user per role (createCompanyWithEveryRole), its Administrator signed in, and a
 * second such company to try its ids from the first.
 */
export async function organization(t: Pick<TestApp, "app" | "db">) {
  const home = await createCompanyWithEveryRole(t.db);
  const other = await createCompanyWithEveryRole(t.db);
  const asAdmin = await signedIn(t.app, home.admin);
  return { ...home, other, asAdmin, companyPath: `company/${home.company.id}` };
}

/** The member with `email` as `client` reads them in GET company/{companyId}. */
export async function readMember(client: ApiClient, companyId: string, email: string): Promise<CompanyUser> {
  const res = await client.get(`company/${companyId}`);
  if (res.status !== 200) throw new Error(`GET company answered ${res.status}`);
  const member = (res.body as CompanyWithUsers).applicationUsers.find((user) => user.userName === email);
  if (!member) throw new Error(`${email} is not listed`);
  return member;
}

/** PUT company/{companyId}/user/{email} with `roles` and the member's current etag. */
export async function setRoles(client: ApiClient, companyId: string, email: string, roles: Role[]) {
  const { etag } = await readMember(client, companyId, email);
  return client.put(userPath(companyId, email), { roles, etag });
}

/** DELETE company/{companyId}/user/{email} with the member's current etag. */
export async function removeUser(client: ApiClient, companyId: string, email: string) {
  const { etag } = await readMember(client, companyId, email);
  return client.delete(`${userPath(companyId, email)}?etag=${etag}`);
}

/** The names of a CompanyUser's roles. */
export const roleNames = (user: Pick<CompanyUser, "roles">) => user.roles.map((role) => role.name);
