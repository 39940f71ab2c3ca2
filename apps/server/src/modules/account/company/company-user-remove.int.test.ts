import type { CompanyWithUsers } from "@atelier/domain/account/company-user.schema";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, signedIn, signIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { findUserRow } from "../account/account.service";
import { organization, readMember, removeUser, userPath } from "./company.fixtures";

const t = useTestApp();

const userNames = (body: unknown) => (body as CompanyWithUsers).applicationUsers.map((user) => user.userName);

describe("DELETE company/{companyId}/user/{userName}", () => {
  it("removes the member from the company, and only from it", async () => {
    const { asAdmin, company, orderManager } = await organization(t);
    const elsewhere = await createCompany(t.db);
    await addMember(t.db, elsewhere, orderManager.id, ["Manage Orders"]);
    expect(await removeUser(asAdmin, company.id, orderManager.email)).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(userNames((await asAdmin.get(`company/${company.id}`)).body)).not.toContain(orderManager.email);
    const again = await signedIn(t.app, orderManager);
    expect((await again.get("account")).body).toMatchObject({
      company: { companyId: elsewhere.id },
      instances: [{ instanceId: elsewhere.id }],
    });
  });

  it("ends the removed user's access to the company at once: their session is signed out", async () => {
    const { asAdmin, company, configurator } = await organization(t);
    const asRemoved = await signedIn(t.app, configurator);
    expect((await asRemoved.get(`company/${company.id}`)).status).toBe(200);
    expect((await removeUser(asAdmin, company.id, configurator.email)).status).toBe(200);
    expect(await asRemoved.get(`company/${company.id}`)).toMatchObject({
      status: 401,
      body: { message: MESSAGES.notSignedIn },
    });
    expect((await asRemoved.get("account")).status).toBe(401);
  });

  it("keeps the account, forgets the company as the one to land in, and refuses a sign-in with no company left", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    expect((await findUserRow(t.db, viewer.id))?.lastCompanyId).toBe(company.id);
    expect((await removeUser(asAdmin, company.id, viewer.email)).status).toBe(200);
    const account = await findUserRow(t.db, viewer.id);
    expect(account).toMatchObject({ email: viewer.email, lastCompanyId: null });
    await expect(signIn(t.app, viewer.email)).rejects.toThrow(/403/);
  });

  it("answers 401 signed out, and 403 to members who are not administrators", async () => {
    const { company, configurator, viewer, orderManager } = await organization(t);
    const path = `${userPath(company.id, orderManager.email)}?etag=any`;
    expect((await apiClient(t.app).delete(path)).status).toBe(401);
    for (const member of [configurator, viewer]) {
      expect(await (await signedIn(t.app, member)).delete(path)).toMatchObject({
        status: 403,
        body: { message: MESSAGES.forbidden },
      });
    }
  });

  it("answers 400 without an etag", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    const res = await asAdmin.delete(userPath(company.id, viewer.email));
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect(Object.keys((res.body as { modelState: object }).modelState)).toEqual(["etag"]);
  });

  it("answers 404 for another company's id, another company's member and an unknown e-mail", async () => {
    const { asAdmin, company, viewer, other } = await organization(t);
    const { etag } = await readMember(asAdmin, company.id, viewer.email);
    for (const path of [
      userPath(other.company.id, other.viewer.email),
      userPath(company.id, other.viewer.email),
      userPath(company.id, "nobody@example.test"),
    ]) {
      expect(await asAdmin.delete(`${path}?etag=${etag}`)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.resourceNotFound },
      });
    }
    expect(userNames((await asAdmin.get(`company/${company.id}`)).body)).toContain(viewer.email);
  });

  it("answers 412 for a stale etag and keeps the member", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    const { etag } = await readMember(asAdmin, company.id, viewer.email);
    const path = userPath(company.id, viewer.email);
    const changed = await asAdmin.put(path, { roles: ["Manage Orders"], etag });
    expect(changed.status).toBe(200);
    expect(await asAdmin.delete(`${path}?etag=${etag}`)).toMatchObject({
      status: 412,
      body: { message: MESSAGES.staleEtag },
    });
    expect(userNames((await asAdmin.get(`company/${company.id}`)).body)).toContain(viewer.email);
  });

  it("answers 403 to an administrator removing a holder of the Atelier role", async () => {
    const { asAdmin, company, atelier } = await organization(t);
    expect(await removeUser(asAdmin, company.id, atelier.email)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
  });

  it("keeps one administrator: the last cannot leave, and can once another member is one", async () => {
    const company = await createCompany(t.db);
    const only = await createUser(t.db, company, { roles: ["Administrator"] });
    const member = await createUser(t.db, company, { roles: ["None"] });
    const asOnly = await signedIn(t.app, only);
    expect(await removeUser(asOnly, company.id, only.email)).toMatchObject({
      status: 409,
      body: { message: SERVER_MESSAGES.lastAdministrator },
    });
    const { etag } = await readMember(asOnly, company.id, member.email);
    expect((await asOnly.put(userPath(company.id, member.email), { roles: ["Administrator"], etag })).status).toBe(200);
    expect((await removeUser(asOnly, company.id, only.email)).status).toBe(200);
    expect((await asOnly.get(`company/${company.id}`)).status).toBe(401);
  });

  it("refuses removing the last administrator through an API key", async () => {
    const company = await createCompany(t.db);
    const only = await createUser(t.db, company, { roles: ["Administrator"] });
    const keyRes = await (await signedIn(t.app, only)).post(`company/${company.id}/apikey`, {
      name: "Robot",
      roles: ["Administrator"],
    });
    const asKey = apiClient(t.app, { authorization: `Bearer ${(keyRes.body as { key: string }).key}` });
    expect((await removeUser(asKey, company.id, only.email)).status).toBe(409);
  });
});
