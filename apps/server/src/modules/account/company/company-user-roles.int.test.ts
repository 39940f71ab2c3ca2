import type { CompanyUser } from "@atelier/domain/account/company-user.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createApiKey, createCompany, createUser, signedIn } from "../../../../test/factories";
import { apiClient } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { organization, readMember, roleNames, setRoles, userPath } from "./company.fixtures";

const t = useTestApp();

describe("PUT company/{companyId}/user/{userName}", () => {
  it("gives a member new roles in role order with a new etag, and lists them so", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    const before = await readMember(asAdmin, company.id, viewer.email);
    const res = await asAdmin.put(userPath(company.id, viewer.email), {
      roles: ["Manage Orders", "Manage Configuration"],
      etag: before.etag,
    });
    expect(res.status).toBe(200);
    const changed = res.body as CompanyUser;
    expect(changed).toMatchObject({
      userName: viewer.email,
      fullName: "None Person",
      roles: [{ name: "Manage Configuration" }, { name: "Manage Orders" }],
      canEdit: true,
    });
    expect(changed.etag).not.toBe(before.etag);
    expect(await readMember(asAdmin, company.id, viewer.email)).toEqual(changed);
  });

  it("finds the member by e-mail in any case", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    const { etag } = await readMember(asAdmin, company.id, viewer.email);
    const res = await asAdmin.put(userPath(company.id, viewer.email.toUpperCase()), { roles: ["Manage Orders"], etag });
    expect(res).toMatchObject({ status: 200, body: { userName: viewer.email } });
  });

  it.each<[Role[], string[]]>([
    [[], ["None"]],
    [["None", "Manage Orders"], ["Manage Orders"]],
    [["None"], ["None"]],
  ])("applies the 'None' rule: %j is stored as %j", async (roles, stored) => {
    const { asAdmin, company, orderManager } = await organization(t);
    const res = await setRoles(asAdmin, company.id, orderManager.email, roles);
    expect(roleNames(res.body as CompanyUser)).toEqual(stored);
    expect(roleNames(await readMember(asAdmin, company.id, orderManager.email))).toEqual(stored);
  });

  it.each([
    ["an unknown role", { roles: ["Owner"], etag: "e" }, ["roles.0"]],
    ["no roles and no etag", {}, ["roles", "etag"]],
    ["an empty etag", { roles: ["None"], etag: "" }, ["etag"]],
  ])("answers 400 for %s", async (_case, body, fields) => {
    const { asAdmin, company, viewer } = await organization(t);
    const res = await asAdmin.put(userPath(company.id, viewer.email), body);
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed } });
    expect(Object.keys((res.body as { modelState: object }).modelState).sort()).toEqual([...fields].sort());
  });

  it("answers 401 signed out, and 403 to members who are not administrators", async () => {
    const { company, configurator, viewer, orderManager } = await organization(t);
    const body = { roles: ["Administrator"], etag: "any" };
    expect((await apiClient(t.app).put(userPath(company.id, viewer.email), body)).status).toBe(401);
    for (const member of [configurator, viewer]) {
      const res = await (await signedIn(t.app, member)).put(userPath(company.id, orderManager.email), body);
      expect(res).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
    }
  });

  it("answers 404 for another company's id, another company's member and an unknown e-mail", async () => {
    const { asAdmin, company, viewer, other } = await organization(t);
    const { etag } = await readMember(asAdmin, company.id, viewer.email);
    const body = { roles: ["Manage Orders"], etag };
    for (const path of [
      userPath(other.company.id, other.viewer.email),
      userPath(other.company.id, viewer.email),
      userPath(company.id, other.viewer.email),
      userPath(company.id, "nobody@example.test"),
    ]) {
      expect(await asAdmin.put(path, body)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.resourceNotFound },
      });
    }
    expect(roleNames(await readMember(asAdmin, company.id, viewer.email))).toEqual(["None"]);
  });

  it("answers 412 for a stale etag and changes nothing", async () => {
    const { asAdmin, company, viewer } = await organization(t);
    const { etag } = await readMember(asAdmin, company.id, viewer.email);
    expect((await setRoles(asAdmin, company.id, viewer.email, ["Manage Orders"])).status).toBe(200);
    const res = await asAdmin.put(userPath(company.id, viewer.email), { roles: ["Administrator"], etag });
    expect(res).toMatchObject({ status: 412, body: { message: MESSAGES.staleEtag } });
    expect(roleNames(await readMember(asAdmin, company.id, viewer.email))).toEqual(["Manage Orders"]);
  });

  it("answers 403 to an administrator changing a holder of the Atelier role, but lets a holder do it", async () => {
    const { asAdmin, company, atelier } = await organization(t);
    expect(await setRoles(asAdmin, company.id, atelier.email, ["None"])).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    const secondStaff = await createUser(t.db, company, { roles: ["Atelier"] });
    const asStaff = await signedIn(t.app, secondStaff);
    expect((await setRoles(asStaff, company.id, atelier.email, ["Administrator"])).status).toBe(200);
  });

  it("answers 403 to granting the Atelier role without holding it", async () => {
    const { asAdmin, company, viewer, atelier } = await organization(t);
    expect(await setRoles(asAdmin, company.id, viewer.email, ["Atelier"])).toMatchObject({
      status: 403,
      body: { message: SERVER_MESSAGES.cannotGrantRole },
    });
    const asStaff = await signedIn(t.app, atelier);
    expect(await setRoles(asStaff, company.id, viewer.email, ["Atelier"])).toMatchObject({
      status: 200,
      body: { roles: [{ name: "Atelier" }] },
    });
  });

  it("never lets a user raise their own roles, but lets them keep or lower them (Administrator covers Manage roles)", async () => {
    const company = await createCompany(t.db);
    await createUser(t.db, company, { roles: ["Administrator"] });
    const self = await createUser(t.db, company, { roles: ["Administrator", "Manage Orders"] });
    const asSelf = await signedIn(t.app, self);
    for (const roles of [["Atelier"], ["Administrator", "Atelier"]] as Role[][]) {
      expect(await setRoles(asSelf, company.id, self.email, roles)).toMatchObject({
        status: 403,
        body: { message: SERVER_MESSAGES.cannotRaiseOwnRoles },
      });
    }
    expect((await setRoles(asSelf, company.id, self.email, ["Administrator", "Manage Orders"])).status).toBe(200);
    const lowered = await setRoles(asSelf, company.id, self.email, ["Administrator"]);
    expect(lowered).toMatchObject({ status: 200, body: { roles: [{ name: "Administrator" }], canEdit: false } });
    const narrowed = await setRoles(asSelf, company.id, self.email, ["Manage Configuration", "Manage Orders"]);
    expect(narrowed).toMatchObject({
      status: 200,
      body: { roles: [{ name: "Manage Configuration" }, { name: "Manage Orders" }] },
    });
  });

  it("keeps one administrator: demoting the last answers 409, and a second one makes it allowed", async () => {
    const company = await createCompany(t.db);
    const only = await createUser(t.db, company, { roles: ["Administrator"] });
    const asOnly = await signedIn(t.app, only);
    expect(await setRoles(asOnly, company.id, only.email, ["Manage Configuration"])).toMatchObject({
      status: 409,
      body: { message: SERVER_MESSAGES.lastAdministrator },
    });
    expect(roleNames(await readMember(asOnly, company.id, only.email))).toEqual(["Administrator"]);

    const key = await createApiKey(t.db, company, ["Administrator"]);
    const asKey = apiClient(t.app, { authorization: key.authorization });
    expect((await setRoles(asKey, company.id, only.email, ["None"])).status).toBe(409);

    const second = await createUser(t.db, company, { roles: ["Manage Orders"] });
    expect((await setRoles(asOnly, company.id, second.email, ["Administrator"])).status).toBe(200);
    expect((await setRoles(asOnly, company.id, only.email, ["Manage Configuration"])).status).toBe(200);
    expect((await setRoles(asKey, company.id, second.email, ["None"])).status).toBe(409);
  });

  it("counts a holder of the Atelier role as an administrator the company keeps", async () => {
    const { asAdmin, company, admin } = await organization(t);
    expect((await setRoles(asAdmin, company.id, admin.email, ["None"])).status).toBe(200);
  });

  it("keeps one administrator when the last two demote themselves at the same time", async () => {
    const company = await createCompany(t.db);
    const first = await createUser(t.db, company, { roles: ["Administrator"] });
    const second = await createUser(t.db, company, { roles: ["Administrator"] });
    const [asFirst, asSecond] = [await signedIn(t.app, first), await signedIn(t.app, second)];
    const firstEtag = (await readMember(asFirst, company.id, first.email)).etag;
    const secondEtag = (await readMember(asFirst, company.id, second.email)).etag;
    const results = await Promise.all([
      asFirst.put(userPath(company.id, first.email), { roles: ["None"], etag: firstEtag }),
      asSecond.put(userPath(company.id, second.email), { roles: ["None"], etag: secondEtag }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const after = await Promise.all([first, second].map((user) => readMember(asFirst, company.id, user.email)));
    expect(after.filter((member) => roleNames(member).includes("Administrator"))).toHaveLength(1);
  });

  it("applies lowered roles from the user's next request", async () => {
    const { asAdmin, company } = await organization(t);
    const deputy = await createUser(t.db, company, { roles: ["Administrator"] });
    const asDeputy = await signedIn(t.app, deputy);
    expect((await asDeputy.get(`company/${company.id}/apikey`)).status).toBe(200);
    expect((await setRoles(asAdmin, company.id, deputy.email, ["Manage Configuration"])).status).toBe(200);
    expect(await asDeputy.get(`company/${company.id}/apikey`)).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    expect((await asDeputy.get("account")).body).toMatchObject({ userRoles: ["Manage Configuration"] });
  });
});
