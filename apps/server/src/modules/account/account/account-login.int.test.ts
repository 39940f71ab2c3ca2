import { createHash } from "node:crypto";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { addMember, createCompany, createUser, signIn, TEST_PASSWORD, uniqueEmail } from "../../../../test/factories";
import { get, post, sessionCookieOf } from "../../../../test/http";
import { useTestApp } from "../../../../test/test-app";
import { DAY, HOUR, MINUTE } from "../../../clock";

const t = useTestApp();

let addressCounter = 0;
const freshAddress = () => `192.0.2.${++addressCounter}`;

/** A sign-in attempt, from a new client address unless one is given. */
const login = (username: string, password: string, remoteAddress = freshAddress()) =>
  post(t.app, "account/login", { username, password }, { remoteAddress });

describe("GET account", () => {
  it("answers 401 without a session, and with an unknown cookie", async () => {
    expect(await get(t.app, "account")).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
    const res = await get(t.app, "account", { cookie: "atelier_session=not-a-real-token" });
    expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.notSignedIn } });
  });

  it("answers the current user with roles, permissions and every instance", async () => {
    const company = await createCompany(t.db, { name: "Northwind", manageAssets: true });
    const other = await createCompany(t.db, { name: "Northwind Dev", instanceType: "Development" });
    const user = await createUser(t.db, company, {
      roles: ["Manage Orders"],
      email: "olive@example.test",
      fullName: "Olive Orders",
    });
    await createUser(t.db, other, { roles: ["None"] });
    const cookie = await signIn(t.app, "  Olive@Example.test ");
    const res = await get(t.app, "account", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      fullName: "Olive Orders",
      email: "olive@example.test",
      emailHash: createHash("sha256").update("olive@example.test").digest("hex"),
      build: t.config.buildNumber,
      userRoles: ["Manage Orders"],
      permissions: { admin: false, canEdit: false, orders: true },
      instanceType: "Production",
      instanceTitle: "Northwind",
      instances: [{ instanceId: company.id, title: "Northwind", instanceType: "Production" }],
      company: {
        companyId: company.id,
        name: "Northwind",
        instanceType: "Production",
        manageAssets: true,
        optimizeAssets: false,
        hasAdvancedModeration: false,
        hasImageModeration: false,
        optimizationCredits: 25,
      },
    });
  });
});

describe("POST account/login", () => {
  it("signs in and sets an httpOnly, SameSite=Lax browser-session cookie", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const res = await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email });
    const cookie = res.response.cookies.find((c) => c.name === "atelier_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
    expect((await get(t.app, "account", { cookie: sessionCookieOf(res.response) })).status).toBe(200);
  });

  it("expires a browser-session sign-in after 12 hours and a remembered one after 30 days", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const short = await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD });
    const long = await post(t.app, "account/login", {
      username: user.email,
      password: TEST_PASSWORD,
      rememberme: "true",
    });
    const longCookie = long.response.cookies.find((c) => c.name === "atelier_session");
    expect(longCookie?.maxAge).toBe(30 * 24 * 60 * 60);
    t.advanceClock(12 * HOUR + MINUTE);
    expect((await get(t.app, "account", { cookie: sessionCookieOf(short.response) })).status).toBe(401);
    expect((await get(t.app, "account", { cookie: sessionCookieOf(long.response) })).status).toBe(200);
    t.advanceClock(30 * DAY);
    expect((await get(t.app, "account", { cookie: sessionCookieOf(long.response) })).status).toBe(401);
  });

  it("accepts rememberme as a boolean", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const res = await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD, rememberme: true });
    expect(res.response.cookies.find((c) => c.name === "atelier_session")?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it("gives a wrong e-mail and a wrong password the exact same answer", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const wrongPassword = await login(user.email, "not-it");
    const wrongEmail = await login(uniqueEmail("nobody"), TEST_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: MESSAGES.invalidCredentials });
    expect(wrongEmail.response.body).toBe(wrongPassword.response.body);
    expect(wrongEmail.response.cookies).toEqual([]);
  });

  it.each([
    [{}, { username: ["E-mail is required."], password: ["Password is required."] }],
    [
      { username: "", password: "" },
      { username: ["E-mail is required."], password: ["Password is required."] },
    ],
    [{ username: "not-an-email", password: "x" }, { username: ["Enter a valid e-mail address."] }],
  ])("answers 400 with field messages for %j", async (payload, modelState) => {
    const res = await post(t.app, "account/login", payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.validationFailed, modelState });
  });

  it("rate-limits 5 failures per account, then refuses even the right password until the window passes", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    for (let i = 0; i < 5; i++) {
      const res = await login(user.email, "wrong");
      expect(res.status).toBe(401);
    }
    const blocked = await login(user.email, TEST_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    t.advanceClock(15 * MINUTE + 1000);
    const after = await login(user.email, TEST_PASSWORD);
    expect(after.status).toBe(200);
  });

  it("rate-limits 20 failures per client address, across accounts", async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login(uniqueEmail("probe"), "wrong", address);
      expect(res.status).toBe(401);
    }
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const blocked = await login(user.email, TEST_PASSWORD, address);
    expect(blocked).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyAttempts } });
    const elsewhere = await login(user.email, TEST_PASSWORD);
    expect(elsewhere.status).toBe(200);
  });

  it("clears an account's failures after a successful sign-in", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login(user.email, "wrong");
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it("lets no more than 5 of many parallel wrong attempts on one account reach the password check", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const results = await Promise.all(Array.from({ length: 12 }, () => login(user.email, "wrong")));
    const statuses = results.map((res) => res.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The checked attempts count as failures; the refused ones do not.
    for (let i = checked; i < 5; i++) expect((await login(user.email, "wrong")).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("lands in the company the user used last", async () => {
    const first = await createCompany(t.db, { name: "First Co" });
    const second = await createCompany(t.db, { name: "Second Co" });
    const user = await createUser(t.db, first);
    await addMember(t.db, second, user.id, ["Manage Configuration"]);
    const cookie = await signIn(t.app, user.email);
    await post(t.app, "account/switchinstance", { instanceId: second.id }, { cookie });
    const again = await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD });
    expect(again.body).toMatchObject({ instanceTitle: "Second Co", userRoles: ["Manage Configuration"] });
  });
});

describe("POST account/logout", () => {
  it("deletes the session and clears the cookie", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    const res = await post(t.app, "account/logout", undefined, { cookie });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const cleared = res.response.cookies.find((c) => c.name === "atelier_session");
    expect(cleared?.value).toBe("");
    expect((await get(t.app, "account", { cookie })).status).toBe(401);
  });

  it("answers Ok without a session too", async () => {
    expect(await post(t.app, "account/logout")).toMatchObject({ status: 200, body: { ok: true } });
  });
});
