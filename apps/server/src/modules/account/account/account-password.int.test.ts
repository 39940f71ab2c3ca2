import { MESSAGES } from "@atelier/domain/shared/messages";
import { describe, expect, it } from "vitest";
import { createCompany, createUser, signedIn, signIn, TEST_PASSWORD, uniqueEmail } from "../../../../test/factories";
import { get, linkIn, post } from "../../../../test/http";
import { TEST_PUBLIC_URL, useTestApp } from "../../../../test/test-app";
import { HOUR, MINUTE } from "../../../clock";

const t = useTestApp();

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

  it("sends at most 5 reset links an hour to one account, answering Ok every time", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    for (let i = 0; i < 5; i++) await requestReset(user.email);
    const before = t.outbox.length;
    expect(await post(t.app, "account/forgotpassword", { email: user.email })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(t.outbox.length).toBe(before);
    t.advanceClock(HOUR + MINUTE);
    await requestReset(user.email);
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
  const change = (currentPassword: string, password: string, confirmPassword = password) => ({
    currentPassword,
    password,
    confirmPassword,
  });

  it("changes the password, keeps this session and ends the others", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const client = await signedIn(t.app, user);
    const otherClient = await signedIn(t.app, user);
    const res = await client.post("account/changepassword", change(TEST_PASSWORD, "changed-pass"));
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await client.get("account")).status).toBe(200);
    expect((await otherClient.get("account")).status).toBe(401);
    expect((await post(t.app, "account/login", { username: user.email, password: "changed-pass" })).status).toBe(200);
  });

  it("answers 400 on currentPassword when the current password is wrong", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const client = await signedIn(t.app, user);
    const res = await client.post("account/changepassword", change("not-mine", "changed-pass"));
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: MESSAGES.currentPasswordWrong,
        modelState: { currentPassword: [MESSAGES.currentPasswordWrong] },
      },
    });
  });

  it("checks the current password under the sign-in rate limit", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const client = await signedIn(t.app, user);
    for (let i = 0; i < 5; i++) {
      expect((await client.post("account/changepassword", change("guess", "changed-pass"))).status).toBe(400);
    }
    expect(await client.post("account/changepassword", change(TEST_PASSWORD, "changed-pass"))).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyAttempts },
    });
  });

  it("validates its fields and needs a session", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, company);
    const client = await signedIn(t.app, user);
    const res = await client.post("account/changepassword", change("", "short", ""));
    expect(res.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: {
        currentPassword: ["Current password is required."],
        password: ["New password must be at least 6 characters."],
      },
    });
    const mismatch = await client.post("account/changepassword", change("x", "long-enough", "other-one"));
    expect(mismatch.body).toEqual({
      message: MESSAGES.validationFailed,
      modelState: { confirmPassword: [MESSAGES.passwordsDoNotMatch] },
    });
    expect((await post(t.app, "account/changepassword", change("x", "long-enough"))).status).toBe(401);
  });
});
