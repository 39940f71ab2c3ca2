import type { CompanyWithUsers } from "@atelier/domain/account/company-user.schema";
import { ROLES } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createUser,
  signedIn,
  signedInAdmin,
  uniqueEmail,
} from "../../../../test/factories";
import { apiClient, linkIn } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { organization } from "./company.fixtures";

const t = useTestApp();

const users = (body: unknown) => (body as CompanyWithUsers).applicationUsers;
const editable = (body: unknown) =>
  Object.fromEntries(users(body).map((user) => [user.fullName, user.canEdit] as const));

describe("GET company/{companyId}", () => {
  it("answers the company and its users by full name, then e-mail, with roles in role order", async () => {
    const company = await createCompany(t.db, { name: "Weave Works", instanceType: "Staging" });
    const bob = await createUser(t.db, company, { fullName: "bob Brown", roles: ["None"] });
    const alice2 = await createUser(t.db, company, { fullName: "Alice Archer", email: uniqueEmail("zz") });
    const alice1 = await createUser(t.db, company, {
      fullName: "Alice Archer",
      email: uniqueEmail("aa"),
      roles: ["Manage Orders", "Administrator", "Manage Configuration"],
    });
    await createUser(t.db, await createCompany(t.db), { fullName: "Aaron Elsewhere" });
    const res = await (await signedIn(t.app, bob)).get(`company/${company.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      companyId: company.id,
      name: "Weave Works",
      instanceType: "Staging",
      manageAssets: false,
    });
    expect(users(res.body).map((user) => user.userName)).toEqual([alice1.email, alice2.email, bob.email]);
    expect(users(res.body)[0]).toEqual({
      userName: alice1.email,
      fullName: "Alice Archer",
      roles: [{ name: "Administrator" }, { name: "Manage Configuration" }, { name: "Manage Orders" }],
      canEdit: false,
      etag: expect.any(String),
    });
  });

  it("lets an administrator edit everyone but themselves and the holders of the Atelier role", async () => {
    const { asAdmin, companyPath } = await organization(t);
    expect(editable((await asAdmin.get(companyPath)).body)).toEqual({
      "Atelier Person": false,
      "Administrator Person": false,
      "Manage Configuration Person": true,
      "Manage Orders Person": true,
      "None Person": true,
    });
  });

  it("lets a holder of the Atelier role edit everyone but themselves", async () => {
    const org = await organization(t);
    await createUser(t.db, org.company, { roles: ["Atelier"], fullName: "Second Staff" });
    const asStaff = await signedIn(t.app, org.atelier);
    expect(editable((await asStaff.get(org.companyPath)).body)).toMatchObject({
      "Atelier Person": false,
      "Second Staff": true,
      "Administrator Person": true,
      "None Person": true,
    });
  });

  it("lets no one be edited by a member who is not an administrator", async () => {
    const { configurator, viewer, companyPath } = await organization(t);
    for (const member of [configurator, viewer]) {
      const res = await (await signedIn(t.app, member)).get(companyPath);
      expect(res.status).toBe(200);
      expect(Object.values(editable(res.body))).toEqual([false, false, false, false, false]);
    }
  });

  it("lets an Administrator API key edit every member but the Atelier role's holders", async () => {
    const { company, companyPath } = await organization(t);
    const key = await createApiKey(t.db, company, ["Administrator"]);
    const body = (await apiClient(t.app, { authorization: key.authorization }).get(companyPath)).body;
    expect(editable(body)).toMatchObject({ "Atelier Person": false, "Administrator Person": true });
  });

  it("answers 404 for another company's id and an unknown one, and 401 signed out", async () => {
    const { asAdmin, other, companyPath } = await organization(t);
    for (const path of [`company/${other.company.id}`, "company/no-such-company"]) {
      expect(await asAdmin.get(path)).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    }
    expect((await apiClient(t.app).get(companyPath)).status).toBe(401);
  });

  it("lists a user who accepted an invite with the invite's role", async () => {
    const { company, client } = await signedInAdmin(t);
    const email = uniqueEmail("joiner");
    const before = t.outbox.length;
    expect((await client.post("account/invite", { fullName: "Jo Joiner", email, role: "Manage Orders" })).status).toBe(
      200,
    );
    const code = linkIn(t.outbox[before]?.text ?? "").searchParams.get("code");
    const accepted = await apiClient(t.app).post("account/acceptinvite", {
      invitationCode: code,
      fullName: "Jo Joiner",
      username: email,
      password: "joiner-pass",
      confirmPassword: "joiner-pass",
    });
    expect(accepted.status).toBe(200);
    const joined = users((await client.get(`company/${company.id}`)).body).find((user) => user.userName === email);
    expect(joined).toMatchObject({ fullName: "Jo Joiner", roles: [{ name: "Manage Orders" }], canEdit: true });
  });
});

describe("GET company/{companyId}/roles", () => {
  it("answers the roles an administrator may give, in role order, without the Atelier role", async () => {
    const { asAdmin, companyPath } = await organization(t);
    const res = await asAdmin.get(`${companyPath}/roles`);
    expect(res.status).toBe(200);
    const names = ["Administrator", "Manage Configuration", "Manage Orders", "None"];
    expect(res.body).toEqual(names.map((name) => ({ name })));
  });

  it("answers every role, the Atelier role first, to its holders", async () => {
    const { atelier, companyPath } = await organization(t);
    const res = await (await signedIn(t.app, atelier)).get(`${companyPath}/roles`);
    expect(res.body).toEqual(ROLES.map((name) => ({ name })));
  });

  it("answers 404 for another company's id, and 401 signed out", async () => {
    const { asAdmin, other, companyPath } = await organization(t);
    expect((await asAdmin.get(`company/${other.company.id}/roles`)).status).toBe(404);
    expect((await apiClient(t.app).get(`${companyPath}/roles`)).status).toBe(401);
  });
});
