import { MESSAGES } from "@atelier/domain/messages";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany, createUser, signIn, TEST_PASSWORD, uniqueEmail } from "../../../test/factories";
import { get, linkIn, post } from "../../../test/http";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { HOUR, MINUTE } from "../../clock";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => t.resetClock());

async function requestReset(email: string) {
  const before = t.outbox.length;
  const res = await post(t.app, "account/forgotpassword", { email });
  expect(res).toMatchObject({ status: 200, body: { ok: true } });
  const message = t.outbox[before];
  if (!message) throw new Error("no reset mail");
  expect(t.outbox.length).toBe(before + 1);
  const link = linkIn(message.text);
  return { message, link, userId: link.searchParams.get("userId") ?? "", code: link.searchParams.get("code") ?? "" };
}

describe("forgot and reset password", () => {
  it("mails a reset link; the code sets a new password once, and signs out every session", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company, { fullName: "Rhea Reset" });
    const oldCookie = await signIn(t.app, user.email);
    const { message, link, userId, code } = await requestReset(user.email.toUpperCase());
    expect(message.to).toBe(user.email);
    expect(message.subject).toBe("Reset your Atelier password");
    expect(message.html).toContain(link.pathname);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/account/resetpassword`);
    expect(userId).toBe(user.id);

    const newPassword = "brand-new-secret";
    const reset = await post(t.app, "account/resetpassword", {
      user: userId,
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    expect((await get(t.app, "account", { cookie: oldCookie })).status).toBe(401);
    expect((await post(t.app, "account/login", { username: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await post(t.app, "account/login", { username: user.email, password: newPassword })).status).toBe(200);

    const again = await post(t.app, "account/resetpassword", {
      user: userId,
      code,
      password: "another-one",
      confirmPassword: "another-one",
    });
    expect(again).toMatchObject({ status: 400, body: { message: MESSAGES.invalidResetCode } });
  });

  it("answers Ok for an unknown e-mail and sends nothing", async () => {
    const before = t.outbox.length;
    const res = await post(t.app, "account/forgotpassword", { email: uniqueEmail("ghost") });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(t.outbox.length).toBe(before);
  });

  it("refuses an expired code, a wrong code and another user's code alike", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const other = await createUser(t.db, company);
    const { userId, code } = await requestReset(user.email);
    const body = (u: string, c: string) => ({
      user: u,
      code: c,
      password: "fresh-pass",
      confirmPassword: "fresh-pass",
    });
    const wrong = await post(t.app, "account/resetpassword", body(userId, `${code}x`));
    const otherUser = await post(t.app, "account/resetpassword", body(other.id, code));
    expect(wrong).toMatchObject({ status: 400, body: { message: MESSAGES.invalidResetCode } });
    expect(otherUser.response.body).toBe(wrong.response.body);
    t.advanceClock(HOUR + MINUTE);
    const expired = await post(t.app, "account/resetpassword", body(userId, code));
    expect(expired.response.body).toBe(wrong.response.body);
    expect(expired.status).toBe(400);
  });

  it.each([
    [{ email: "" }, "forgotpassword", { email: ["E-mail is required."] }],
    [{ email: "nope" }, "forgotpassword", { email: ["Enter a valid e-mail address."] }],
    [
      { user: "", code: "", password: "", confirmPassword: "" },
      "resetpassword",
      { user: ["User is required."], code: ["Code is required."], password: ["Password is required."] },
    ],
    [
      { user: "u", code: "c", password: "abc", confirmPassword: "abc" },
      "resetpassword",
      { password: ["Password must be at least 6 characters."] },
    ],
    [
      { user: "u", code: "c", password: "abcdef", confirmPassword: "abcdeg" },
      "resetpassword",
      { confirmPassword: [MESSAGES.passwordsDoNotMatch] },
    ],
  ])("validates %j on %s", async (payload, path, modelState) => {
    const res = await post(t.app, `account/${path}`, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MESSAGES.validationFailed, modelState });
  });
});

describe("POST account/changepassword", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    const otherCookie = await signIn(t.app, user.email);
    const res = await post(
      t.app,
      "account/changepassword",
      { currentPassword: TEST_PASSWORD, password: "changed-pass", confirmPassword: "changed-pass" },
      { cookie },
    );
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await get(t.app, "account", { cookie })).status).toBe(200);
    expect((await get(t.app, "account", { cookie: otherCookie })).status).toBe(401);
    expect((await post(t.app, "account/login", { username: user.email, password: "changed-pass" })).status).toBe(200);
  });

  it("answers 400 on currentPassword when the current password is wrong", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    const res = await post(
      t.app,
      "account/changepassword",
      { currentPassword: "not-mine", password: "changed-pass", confirmPassword: "changed-pass" },
      { cookie },
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.currentPasswordWrong,
        modelState: { currentPassword: [MESSAGES.currentPasswordWrong] },
      },
    });
  });

  it("validates its fields and needs a session", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const cookie = await signIn(t.app, user.email);
    const res = await post(
      t.app,
      "account/changepassword",
      { currentPassword: "", password: "short", confirmPassword: "" },
      { cookie },
    );
    expect(res.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: {
        currentPassword: ["Current password is required."],
        password: ["New password must be at least 6 characters."],
      },
    });
    const mismatch = await post(
      t.app,
      "account/changepassword",
      { currentPassword: "x", password: "long-enough", confirmPassword: "other-one" },
      { cookie },
    );
    expect(mismatch.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: { confirmPassword: [MESSAGES.passwordsDoNotMatch] },
    });
    expect(
      (
        await post(t.app, "account/changepassword", {
          currentPassword: "x",
          password: "long-enough",
          confirmPassword: "long-enough",
        })
      ).status,
    ).toBe(401);
  });
});
