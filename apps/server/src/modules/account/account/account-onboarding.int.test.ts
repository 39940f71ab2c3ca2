import { MESSAGES } from "@atelier/domain/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createApiKey,
  createCompany,
  createPlatformInvitation,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../../test/factories";
import { get, linkIn, post, sessionCookieOf } from "../../../../test/http";
import { TEST_PUBLIC_URL, useTestApp } from "../../../../test/test-app";
import { DAY } from "../../../clock";

const t = useTestApp();
beforeAll(async () => {
  await createPlatformInvitation(t.db, "OPEN-CODE");
  await createPlatformInvitation(t.db, "ONE-USE", 1);
});

const registration = (overrides: Record<string, string> = {}) => ({
  invitationCode: "OPEN-CODE",
  fullName: "Rosa Founder",
  username: uniqueEmail("founder"),
  company: "Rosa Knitwear",
  password: "founder-pass",
  confirmPassword: "founder-pass",
  ...overrides,
});

describe("POST account/register", () => {
  it("creates a Production company with flags off whose first user is Administrator, and signs in", async () => {
    const input = registration();
    const res = await post(t.app, "account/register", input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullName: "Rosa Founder",
      email: input.username,
      userRoles: ["Administrator"],
      permissions: { admin: true, canEdit: true, orders: true },
      instanceTitle: "Rosa Knitwear",
      instanceType: "Production",
      company: {
        name: "Rosa Knitwear",
        manageAssets: false,
        optimizeAssets: false,
        hasAdvancedModeration: false,
        hasImageModeration: false,
      },
    });
    const me = await get(t.app, "account", { cookie: sessionCookieOf(res.response) });
    expect(me.status).toBe(200);
  });

  it("refuses an unknown code and a used-up code on invitationCode", async () => {
    const expected = {
      message: MESSAGES.invalidInvitationCode,
      modelState: { invitationCode: [MESSAGES.invalidInvitationCode] },
    };
    expect(await post(t.app, "account/register", registration({ invitationCode: "NOPE" }))).toMatchObject({
      status: 400,
      body: expected,
    });
    expect((await post(t.app, "account/register", registration({ invitationCode: "ONE-USE" }))).status).toBe(200);
    expect(await post(t.app, "account/register", registration({ invitationCode: "ONE-USE" }))).toMatchObject({
      status: 400,
      body: expected,
    });
  });

  it("answers 409 on username when the e-mail is taken", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const res = await post(t.app, "account/register", registration({ username: user.email.toUpperCase() }));
    expect(res).toMatchObject({ status: 409, body: { modelState: { username: [MESSAGES.emailTaken] } } });
  });

  it.each([
    [
      { invitationCode: "", fullName: "", username: "", company: "", password: "", confirmPassword: "" },
      {
        invitationCode: ["Invitation code is required."],
        fullName: ["Full name is required."],
        username: ["E-mail is required."],
        company: ["Company name is required."],
        password: ["Password is required."],
      },
    ],
    [
      { fullName: "A/B", company: "X, Y" },
      {
        fullName: ["Full name cannot include '/' or ',' characters."],
        company: ["Company name cannot include '/' or ',' characters."],
      },
    ],
    [{ password: "abcdef", confirmPassword: "abcxyz" }, { confirmPassword: [MESSAGES.passwordsDoNotMatch] }],
  ])("validates %j", async (overrides, modelState) => {
    const res = await post(t.app, "account/register", registration(overrides));
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.validationFailed, modelState } });
    expect(Object.keys((res.body as { modelState: object }).modelState).sort()).toEqual(Object.keys(modelState).sort());
  });
});

async function inviteAs(options: { cookie?: string; authorization?: string }, payload: Record<string, string>) {
  const before = t.outbox.length;
  const res = await post(t.app, "account/invite", payload, options);
  const mail = t.outbox[before];
  return { res, mail, link: mail ? linkIn(mail.text) : undefined };
}

const acceptance = (code: string, overrides: Record<string, string> = {}) => ({
  invitationCode: code,
  fullName: "Ivy Invitee",
  username: uniqueEmail("invitee"),
  password: "invitee-pass",
  confirmPassword: "invitee-pass",
  ...overrides,
});

describe("invite and accept", () => {
  it("mails an invite link; a new user accepts it and joins with the invite's role", async () => {
    const company = await createCompany(t.db, { name: "Loom & Co" });
    const admin = await createUser(t.db, company, { fullName: "Ada Admin" });
    const cookie = await signIn(t.app, admin.email);
    const { res, mail, link } = await inviteAs(
      { cookie },
      { fullName: "Ivy Invitee", email: "Ivy@Example.test", role: "Manage Configuration" },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: "ivy@example.test",
      fullName: "Ivy Invitee",
      role: "Manage Configuration",
      invitedBy: "Ada Admin",
    });
    expect(mail?.to).toBe("ivy@example.test");
    expect(`${link?.origin}${link?.pathname}`).toBe(`${TEST_PUBLIC_URL}/account/invite`);
    expect(link?.searchParams.get("name")).toBe("Ivy Invitee");
    expect(link?.searchParams.get("by")).toBe("Ada Admin");
    expect(mail?.text).toContain("&name=Ivy%20Invitee&by=Ada%20Admin");
    const code = link?.searchParams.get("code") ?? "";

    const accepted = await post(t.app, "account/acceptinvite", acceptance(code, { username: "ivy@example.test" }));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      email: "ivy@example.test",
      instanceTitle: "Loom & Co",
      userRoles: ["Manage Configuration"],
      permissions: { admin: false, canEdit: true, orders: false },
    });
    expect((await get(t.app, "account", { cookie: sessionCookieOf(accepted.response) })).status).toBe(200);

    const reused = await post(t.app, "account/acceptinvite", acceptance(code));
    expect(reused).toMatchObject({
      status: 400,
      body: { modelState: { invitationCode: [MESSAGES.invalidInvitationCode] } },
    });
  });

  it("lets an existing user join with their own password, and refuses a wrong one", async () => {
    const home = await createCompany(t.db, { name: "Home Co" });
    const inviting = await createCompany(t.db, { name: "Guest Co" });
    const existing = await createUser(t.db, home, { fullName: "Evan Existing" });
    const admin = await createUser(t.db, inviting);
    const cookie = await signIn(t.app, admin.email);
    const { link } = await inviteAs(
      { cookie },
      { fullName: "Evan Existing", email: existing.email, role: "Manage Orders" },
    );
    const code = link?.searchParams.get("code") ?? "";
    const wrong = await post(
      t.app,
      "account/acceptinvite",
      acceptance(code, { username: existing.email, password: "wrong-pass", confirmPassword: "wrong-pass" }),
    );
    expect(wrong).toMatchObject({ status: 401, body: { message: MESSAGES.invalidCredentials } });
    const ok = await post(
      t.app,
      "account/acceptinvite",
      acceptance(code, {
        username: existing.email,
        fullName: "Other Name",
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id: existing.id,
      fullName: "Evan Existing",
      instanceTitle: "Guest Co",
      userRoles: ["Manage Orders"],
    });
    expect((ok.body as { instances: unknown[] }).instances).toHaveLength(2);
  });

  it("refuses an unknown and an expired invitation code", async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company);
    const cookie = await signIn(t.app, admin.email);
    const { link } = await inviteAs({ cookie }, { fullName: "Late Larry", email: uniqueEmail("late"), role: "None" });
    const expected = {
      status: 400,
      body: {
        message: MESSAGES.invalidInvitationCode,
        modelState: { invitationCode: [MESSAGES.invalidInvitationCode] },
      },
    };
    expect(await post(t.app, "account/acceptinvite", acceptance("no-such-code"))).toMatchObject(expected);
    t.advanceClock(14 * DAY + 1000);
    expect(await post(t.app, "account/acceptinvite", acceptance(link?.searchParams.get("code") ?? ""))).toMatchObject(
      expected,
    );
  });

  it("is for admins only: other roles get 403, anonymous 401", async () => {
    const company = await createCompany(t.db);
    const editor = await createUser(t.db, company, { roles: ["Manage Configuration"] });
    const cookie = await signIn(t.app, editor.email);
    const payload = { fullName: "Nope Person", email: uniqueEmail(), role: "None" };
    expect(await post(t.app, "account/invite", payload, { cookie })).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    expect((await post(t.app, "account/invite", payload)).status).toBe(401);
  });

  it("lets only Atelier staff grant the Atelier role", async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company, { roles: ["Administrator"] });
    const staff = await createUser(t.db, company, { roles: ["Atelier"] });
    const payload = { fullName: "Staff Member", email: uniqueEmail(), role: "Atelier" };
    expect((await post(t.app, "account/invite", payload, { cookie: await signIn(t.app, admin.email) })).status).toBe(
      403,
    );
    expect((await post(t.app, "account/invite", payload, { cookie: await signIn(t.app, staff.email) })).status).toBe(
      200,
    );
  });

  it("accepts an Administrator API key, refuses a None key (403) and a removed or unknown key (401)", async () => {
    const company = await createCompany(t.db);
    const adminKey = await createApiKey(t.db, company, ["Administrator"]);
    const noneKey = await createApiKey(t.db, company, ["None"]);
    const payload = () => ({ fullName: "Keyed Invitee", email: uniqueEmail(), role: "None" });
    const { res, link } = await inviteAs({ authorization: adminKey.authorization }, payload());
    expect(res.status).toBe(200);
    expect(link?.searchParams.get("by")).toBe("Test key");
    expect(await post(t.app, "account/invite", payload(), { authorization: noneKey.authorization })).toMatchObject({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    await adminKey.remove();
    expect((await post(t.app, "account/invite", payload(), { authorization: adminKey.authorization })).status).toBe(
      401,
    );
    expect((await post(t.app, "account/invite", payload(), { authorization: "Bearer atk_unknown" })).status).toBe(401);
    expect((await post(t.app, "account/invite", payload(), { authorization: "Bearer something-else" })).status).toBe(
      401,
    );
  });

  it("refuses API keys on the signed-in user's own calls", async () => {
    const company = await createCompany(t.db);
    const key = await createApiKey(t.db, company, ["Administrator"]);
    expect(
      await post(t.app, "account/switchinstance", { instanceId: company.id }, { authorization: key.authorization }),
    ).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
  });

  it.each([
    [
      { fullName: "", email: "", role: "" },
      { fullName: ["Full name is required."], email: ["E-mail is required."] },
    ],
    [
      { fullName: "A, B", email: "bad", role: "Administrator" },
      { fullName: ["Full name cannot include '/' or ',' characters."], email: ["Enter a valid e-mail address."] },
    ],
  ])("validates invite %j", async (payload, modelState) => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, company);
    const res = await post(t.app, "account/invite", payload, { cookie: await signIn(t.app, admin.email) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: MESSAGES.validationFailed, modelState });
  });

  it("validates acceptinvite fields", async () => {
    const res = await post(t.app, "account/acceptinvite", {
      invitationCode: "",
      fullName: "",
      username: "x",
      password: "abc",
      confirmPassword: "abc",
    });
    expect(res.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: {
        invitationCode: ["Invitation code is required."],
        fullName: ["Full name is required."],
        username: ["Enter a valid e-mail address."],
        password: ["Password must be at least 6 characters."],
      },
    });
  });
});
