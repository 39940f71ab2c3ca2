import type { CurrentUser } from "@atelier/domain/account/account.schema";
import type { AuditPage } from "@atelier/domain/shared/audit.schema";
import { SECRET_MASK } from "@atelier/domain/shared/audit-diff";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  addMember,
  createCompany,
  createPlatformInvitation,
  createUser,
  signedIn,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../../test/factories";
import { apiClient, linkIn, post, sessionCookieOf } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../db/schema/audit-entries";

const t = useTestApp();

function entriesOf(companyId: string) {
  return t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.companyId, companyId))
    .orderBy(asc(auditEntries.at), asc(auditEntries.id));
}

/** No password, no hash and no code in any entry of the companies. */
async function expectNoSecrets(companyIds: string[], secrets: string[]) {
  const all = JSON.stringify(await Promise.all(companyIds.map(entriesOf)));
  for (const secret of [...secrets, "$argon2"]) expect(all).not.toContain(secret);
}

describe("the audit trail of a user's own account", () => {
  it("records a password change, masked, in every company of the user", async () => {
    const first = await createCompany(t.db);
    const second = await createCompany(t.db);
    const user = await createUser(t.db, first, { fullName: "Pat Password" });
    await addMember(t.db, second, user.id, ["None"]);
    const client = await signedIn(t.app, user);
    const change = { currentPassword: TEST_PASSWORD, password: "a-new-secret", confirmPassword: "a-new-secret" };
    expect((await client.post("account/changepassword", change)).status).toBe(200);

    for (const company of [first, second]) {
      const rows = await entriesOf(company.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: "update",
        resourceType: "user",
        resourceId: user.id,
        resourcePath: `company/${company.id}/user/${user.email}`,
        actorKind: "user",
        actorUserId: user.id,
        changes: [{ field: "password", before: SECRET_MASK, after: SECRET_MASK }],
      });
    }
    await expectNoSecrets([first.id, second.id], [TEST_PASSWORD, "a-new-secret"]);
  });

  it("records nothing for a refused password change", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const client = await signedIn(t.app, user);
    const wrong = { currentPassword: "not-it", password: "a-new-secret", confirmPassword: "a-new-secret" };
    expect((await client.post("account/changepassword", wrong)).status).toBe(400);
    expect(await entriesOf(company.id)).toEqual([]);
  });

  it("records a new full name as an update of the member", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company, { fullName: "Old Name" });
    const client = await signedIn(t.app, user);
    expect((await client.put("account/profile", { fullName: "New Name" })).status).toBe(200);
    const page = (await client.get(`company/${company.id}/user/${user.email}/history`)).body as AuditPage;
    expect(page.entries).toEqual([
      expect.objectContaining({
        action: "update",
        resourceLabel: "New Name",
        actor: { kind: "user", userId: user.id, apiKeyId: null, name: "Old Name" },
        changes: [{ field: "fullName", before: "Old Name", after: "New Name" }],
      }),
    ]);
  });

  it("records a password reset against the user, masked, without the code", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company, { fullName: "Rhea Reset" });
    expect((await post(t.app, "account/forgotpassword", { email: user.email })).status).toBe(200);
    const link = linkIn(t.outbox.at(-1)?.text ?? "");
    const code = link.searchParams.get("code") ?? "";
    const reset = { user: user.id, code, password: "reset-secret", confirmPassword: "reset-secret" };
    expect((await post(t.app, "account/resetpassword", reset)).status).toBe(200);
    const rows = await entriesOf(company.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: "resetPassword",
        resourcePath: `company/${company.id}/user/${user.email}`,
        actorUserId: user.id,
        actorName: "Rhea Reset",
        changes: [{ field: "password", before: SECRET_MASK, after: SECRET_MASK }],
      }),
    ]);
    await expectNoSecrets([company.id], [code, "reset-secret"]);
  });

  it("records nothing for signing in, switching company and signing out", async () => {
    const first = await createCompany(t.db);
    const second = await createCompany(t.db);
    const user = await createUser(t.db, first);
    await addMember(t.db, second, user.id, ["None"]);
    const cookie = await signIn(t.app, user.email);
    const client = apiClient(t.app, { cookie });
    const again = await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD }, { cookie });
    expect(again.status).toBe(200);
    expect((await client.post("account/switchinstance", { instanceId: second.id })).status).toBe(200);
    expect((await post(t.app, "account/forgotpassword", { email: user.email }, { cookie })).status).toBe(200);
    expect((await client.post("account/logout")).status).toBe(200);
    expect([...(await entriesOf(first.id)), ...(await entriesOf(second.id))]).toEqual([]);
  });
});

describe("the audit trail of joining a company", () => {
  it("records a registration: the new company and its first member, by the new user", async () => {
    await createPlatformInvitation(t.db, "AUDIT-OPEN");
    const email = uniqueEmail("founder");
    const body = {
      invitationCode: "AUDIT-OPEN",
      fullName: "Rosa Founder",
      username: email,
      company: "Rosa Knitwear",
      password: "founder-pass",
      confirmPassword: "founder-pass",
    };
    const res = await post(t.app, "account/register", body);
    expect(res.status).toBe(200);
    const user = res.body as CurrentUser;
    const companyId = user.company.companyId;
    // Both are recorded at the same time: in the order of their resource types.
    const rows = (await entriesOf(companyId)).sort((a, b) => a.resourceType.localeCompare(b.resourceType));
    expect(rows.map((row) => [row.resourceType, row.action, row.resourcePath])).toEqual([
      ["company", "create", `company/${companyId}`],
      ["user", "create", `company/${companyId}/user/${email}`],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ actorKind: "user", actorUserId: user.id, actorName: "Rosa Founder" });
    }
    expect(rows[1]?.changes).toContainEqual({ field: "roles", before: null, after: ["Administrator"] });
    const client = apiClient(t.app, { cookie: sessionCookieOf(res.response) });
    expect((await client.get(`company/${companyId}/history`)).body).toMatchObject({
      entries: [expect.objectContaining({ resourceLabel: "Rosa Knitwear" })],
    });
    await expectNoSecrets([companyId], ["founder-pass", "AUDIT-OPEN"]);
  });

  it("records an invitation under the invited member's path, then its acceptance and the new member", async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company, { fullName: "Ada Admin" });
    const asAdmin = await signedIn(t.app, admin);
    const email = uniqueEmail("invitee");
    const invited = await asAdmin.post("account/invite", { fullName: "Ivy Invitee", email, role: "None" });
    expect(invited.status).toBe(200);
    const code = linkIn(t.outbox.at(-1)?.text ?? "").searchParams.get("code") ?? "";
    const acceptance = {
      invitationCode: code,
      fullName: "Ivy Invitee",
      username: email,
      password: "invitee-pass",
      confirmPassword: "invitee-pass",
    };
    const accepted = await post(t.app, "account/acceptinvite", acceptance);
    expect(accepted.status).toBe(200);
    const invitee = accepted.body as CurrentUser;

    const page = (await asAdmin.get(`company/${company.id}/user/${email}/history`)).body as AuditPage;
    const [joined, accept, invite] = page.entries;
    expect(invite).toMatchObject({ resourceType: "invite", action: "create", actor: { name: "Ada Admin" } });
    expect(invite?.changes).toContainEqual({ field: "role", before: null, after: "None" });
    // The acceptance and the new member are recorded at the same time, in either order.
    expect([joined, accept].map((entry) => [entry?.resourceType, entry?.action]).sort()).toEqual([
      ["invite", "accept"],
      ["user", "create"],
    ]);
    for (const entry of [joined, accept]) {
      expect(entry?.actor).toEqual({ kind: "user", userId: invitee.id, apiKeyId: null, name: "Ivy Invitee" });
    }
    await expectNoSecrets([company.id], [code, "invitee-pass"]);
  });

  it("records no new member when an existing member accepts again, and nothing for a refused code", async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company);
    const member = await createUser(t.db, company, { roles: ["None"] });
    const asAdmin = await signedIn(t.app, admin);
    await asAdmin.post("account/invite", { fullName: "Again", email: member.email, role: "Manage Orders" });
    const code = linkIn(t.outbox.at(-1)?.text ?? "").searchParams.get("code") ?? "";
    const before = (await entriesOf(company.id)).length;
    const acceptance = { invitationCode: code, fullName: "x", username: member.email };
    const accepted = await post(t.app, "account/acceptinvite", {
      ...acceptance,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(200);
    const rows = (await entriesOf(company.id)).slice(before);
    expect(rows.map((row) => [row.resourceType, row.action])).toEqual([["invite", "accept"]]);
    const refused = await post(t.app, "account/acceptinvite", {
      ...acceptance,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(await entriesOf(company.id)).toHaveLength(before + 1);
  });
});
