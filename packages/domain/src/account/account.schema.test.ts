import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldMessages, MESSAGES } from "../shared/messages";
import {
  AcceptInviteInput,
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from "./account.schema";

/** Every message per field path, as the forms show them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const validInvite = {
  invitationCode: "DEMO-INVITE",
  fullName: "Ann Lee",
  username: "ann@example.com",
  password: "secret1",
  confirmPassword: "secret1",
};
const validRegister = { ...validInvite, company: "Lee Outfitters" };

describe("LoginInput", () => {
  it.each([
    { value: {}, field: "username", message: fieldMessages.required("E-mail") },
    { value: { username: "  " }, field: "username", message: fieldMessages.required("E-mail") },
    { value: { username: "ann" }, field: "username", message: fieldMessages.email() },
    { value: {}, field: "password", message: fieldMessages.required("Password") },
    { value: { password: "" }, field: "password", message: fieldMessages.required("Password") },
  ])("$field: $message", ({ value, field, message }) => {
    expect(errorsOf(LoginInput, value)[field]).toEqual([message]);
  });

  it("trims the e-mail but not the password, and takes rememberme as a flag or 'true'", () => {
    expect(LoginInput.parse({ username: " ann@example.com ", password: " pw " })).toEqual({
      username: "ann@example.com",
      password: " pw ",
    });
    for (const rememberme of [true, false, "true", "false"]) {
      expect(LoginInput.parse({ username: "a@b.co", password: "x", rememberme }).rememberme).toBe(rememberme);
    }
    expect(errorsOf(LoginInput, { username: "a@b.co", password: "x", rememberme: "yes" }).rememberme).toHaveLength(1);
  });

  it("has no minimum length for a sign-in password", () => {
    expect(LoginInput.safeParse({ username: "a@b.co", password: "x" }).success).toBe(true);
  });
});

describe("ForgotPasswordInput", () => {
  it.each([
    { email: "", message: fieldMessages.required("E-mail") },
    { email: "not-an-address", message: fieldMessages.email() },
  ])("rejects $email", ({ email, message }) => {
    expect(errorsOf(ForgotPasswordInput, { email }).email).toEqual([message]);
  });
  it("trims the e-mail", () => {
    expect(ForgotPasswordInput.parse({ email: " ann@example.com " })).toEqual({ email: "ann@example.com" });
  });
});

describe("ResetPasswordInput", () => {
  const valid = { user: "u1", code: "c1", password: "secret1", confirmPassword: "secret1" };
  it("accepts matching passwords of at least 6 characters", () => {
    expect(ResetPasswordInput.parse(valid)).toEqual(valid);
  });
  it.each([
    { change: { password: "" }, field: "password", message: fieldMessages.required("Password") },
    {
      change: { password: "12345", confirmPassword: "12345" },
      field: "password",
      message: "Password must be at least 6 characters.",
    },
    { change: { confirmPassword: "secret2" }, field: "confirmPassword", message: MESSAGES.passwordsDoNotMatch },
  ])("$field: $message", ({ change, field, message }) => {
    expect(errorsOf(ResetPasswordInput, { ...valid, ...change })[field]).toEqual([message]);
  });
  it("says 'Passwords do not match' verbatim", () => {
    expect(MESSAGES.passwordsDoNotMatch).toBe("Passwords do not match");
  });
});

describe.each([
  { name: "RegisterInput", schema: RegisterInput, valid: validRegister },
  { name: "AcceptInviteInput", schema: AcceptInviteInput, valid: validInvite },
])("$name", ({ schema, valid }) => {
  it("accepts a valid form", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    { change: { invitationCode: " " }, field: "invitationCode", message: "Invitation code is required." },
    { change: { fullName: "" }, field: "fullName", message: "Full name is required." },
    { change: { fullName: "Lee/Ann" }, field: "fullName", message: "Full name cannot include '/' or ',' characters." },
    { change: { fullName: "Lee, Ann" }, field: "fullName", message: "Full name cannot include '/' or ',' characters." },
    { change: { username: "" }, field: "username", message: fieldMessages.required("E-mail") },
    { change: { username: "ann@" }, field: "username", message: fieldMessages.email() },
    { change: { password: "", confirmPassword: "" }, field: "password", message: fieldMessages.required("Password") },
    {
      change: { password: "12345", confirmPassword: "12345" },
      field: "password",
      message: fieldMessages.minLength("Password", 6),
    },
    { change: { confirmPassword: "other1" }, field: "confirmPassword", message: MESSAGES.passwordsDoNotMatch },
  ])("$field: $message", ({ change, field, message }) => {
    expect(errorsOf(schema, { ...valid, ...change })[field]).toEqual([message]);
  });

  it("trims every field except the passwords", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value} `]));
    const parsed: Record<string, unknown> = schema.parse(padded);
    for (const [key, value] of Object.entries(valid)) {
      expect(parsed[key]).toBe(key === "password" || key === "confirmPassword" ? `  ${value} ` : value);
    }
  });
});

describe("company name", () => {
  it("is required on register", () => {
    expect(errorsOf(RegisterInput, { ...validRegister, company: " " }).company).toEqual(["Company name is required."]);
    expect(errorsOf(RegisterInput, { ...validRegister, company: "A/B" }).company).toEqual([
      "Company name cannot include '/' or ',' characters.",
    ]);
  });
  it("is not asked when accepting an invite", () => {
    const parsed: Record<string, unknown> = AcceptInviteInput.parse({ ...validInvite, company: "ignored" });
    expect(parsed).not.toHaveProperty("company");
  });
});

describe("ChangePasswordInput", () => {
  const valid = { currentPassword: "old", password: "secret1", confirmPassword: "secret1" };
  it.each([
    { change: { currentPassword: "" }, field: "currentPassword", message: "Current password is required." },
    {
      change: { password: "12345", confirmPassword: "12345" },
      field: "password",
      message: "New password must be at least 6 characters.",
    },
    { change: { confirmPassword: "x" }, field: "confirmPassword", message: MESSAGES.passwordsDoNotMatch },
  ])("$field: $message", ({ change, field, message }) => {
    expect(errorsOf(ChangePasswordInput, { ...valid, ...change })[field]).toEqual([message]);
  });
});
