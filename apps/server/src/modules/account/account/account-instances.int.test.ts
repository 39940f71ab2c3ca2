import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, removeMember, signIn } from "../../../../test/factories";
import { get, post } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";

const t = useTestApp();

describe("POST account/switchinstance", () => {
  it("makes another of the user's companies current, with that company's roles", async () => {
    const main = await createCompany(t.db, { name: "Main Works" });
    const staging = await createCompany(t.db, { name: "Main Works Staging", instanceType: "Staging" });
    const user = await createUser(t.db, main, { roles: ["Administrator"] });
    await addMember(t.db, staging, user.id, ["None"]);
    const cookie = await signIn(t.app, user.email);
    const res = await post(t.app, "account/switchinstance", { instanceId: staging.id }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      instanceTitle: "Main Works Staging",
      instanceType: "Staging",
      userRoles: ["None"],
      permissions: { admin: false, canEdit: false, orders: false },
      company: { companyId: staging.id },
    });
    const me = await get(t.app, "account", { cookie });
    expect(me.body).toMatchObject({ company: { companyId: staging.id }, userRoles: ["None"] });
    // The session's roles follow the current company: an admin call is now refused.
    const invite = await post(
      t.app,
      "account/invite",
      { fullName: "Someone Else", email: "someone@example.test", role: "None" },
      { cookie },
    );
    expect(invite.status).toBe(403);
  });

  it("answers the same 404 for another company's id and for an id that does not exist", async () => {
    const companyA = await createCompany(t.db, { name: "Company A" });
    const companyB = await createCompany(t.db, { name: "Company B" });
    await createUser(t.db, companyA);
    const userB = await createUser(t.db, companyB);
    const cookie = await signIn(t.app, userB.email);
    const foreign = await post(t.app, "account/switchinstance", { instanceId: companyA.id }, { cookie });
    const missing = await post(
      t.app,
      "account/switchinstance",
      { instanceId: "00000000-0000-4000-8000-000000000000" },
      { cookie },
    );
    const garbage = await post(t.app, "account/switchinstance", { instanceId: "not-even-a-uuid" }, { cookie });
    expect(foreign).toMatchObject({ status: 404, body: { message: MESSAGES.resourceNotFound } });
    expect(missing.status).toBe(404);
    expect(garbage.status).toBe(404);
    expect(missing.response.body).toBe(foreign.response.body);
    expect(garbage.response.body).toBe(foreign.response.body);
    const me = await get(t.app, "account", { cookie });
    expect(me.body).toMatchObject({ company: { companyId: companyB.id }, instances: [{ instanceId: companyB.id }] });
  });

  it("validates instanceId and needs a session", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    expect(await post(t.app, "account/switchinstance", { instanceId: "" }, { cookie })).toMatchObject({
      status: 400,
      body: { message: MESSAGES.validationFailed, modelState: { instanceId: ["Workspace is required."] } },
    });
    expect((await post(t.app, "account/switchinstance", { instanceId: company.id })).status).toBe(401);
  });

  it("signs out a session whose membership was removed", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    await removeMember(t.db, company, user.id);
    expect((await get(t.app, "account", { cookie })).status).toBe(401);
  });
});
