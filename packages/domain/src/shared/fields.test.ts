import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailField, newPasswordField, passwordField, plainName, requiredText } from "./fields";
import { fieldMessages } from "./messages";

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("requiredText", () => {
  const schema = requiredText("Name", 5);
  it.each([
    { value: undefined, message: fieldMessages.required("Name") },
    { value: null, message: fieldMessages.required("Name") },
    { value: "", message: fieldMessages.required("Name") },
    { value: "   ", message: fieldMessages.required("Name") },
    { value: "abcdef", message: fieldMessages.maxLength("Name", 5) },
  ])("rejects $value", ({ value, message }) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it("trims the value, and measures the length after trimming", () => {
    expect(schema.parse("  abcde  ")).toBe("abcde");
  });
});

describe("plainName", () => {
  const schema = plainName("Full name");
  it.each(["Ann/Lee", "Lee, Ann", "/", ","])("rejects %j with the '/' or ',' message", (value) => {
    expect(firstMessage(schema, value)).toBe("Full name cannot include '/' or ',' characters.");
  });
  it.each(["Ann Lee", "O'Brien", "Anne-Marie", "Zoë Ümlaut"])("accepts %j", (value) => {
    expect(schema.parse(value)).toBe(value);
  });
  it("is still required", () => {
    expect(firstMessage(schema, " ")).toBe(fieldMessages.required("Full name"));
  });
});

describe("emailField", () => {
  const schema = emailField("E-mail");
  it.each([
    { value: "", message: fieldMessages.required("E-mail") },
    { value: "  ", message: fieldMessages.required("E-mail") },
    { value: "ann", message: fieldMessages.email() },
    { value: "ann@", message: fieldMessages.email() },
    { value: "ann@example", message: fieldMessages.email() },
    { value: "a b@example.com", message: fieldMessages.email() },
  ])("rejects $value", ({ value, message }) => {
    expect(firstMessage(schema, value)).toBe(message);
  });
  it("accepts and trims a valid address", () => {
    expect(schema.parse("  ann@example.com ")).toBe("ann@example.com");
  });
});

describe("passwordField", () => {
  it("requires a value but no length by default, and never trims", () => {
    expect(firstMessage(passwordField("Password"), "")).toBe(fieldMessages.required("Password"));
    expect(passwordField("Password").parse(" x ")).toBe(" x ");
  });
  it.each([
    { value: "", message: fieldMessages.required("Password") },
    { value: "12345", message: fieldMessages.minLength("Password", 6) },
  ])("new password rejects $value", ({ value, message }) => {
    expect(firstMessage(newPasswordField("Password"), value)).toBe(message);
  });
  it("refuses more than 256 characters with a human message", () => {
    const long = "x".repeat(257);
    expect(firstMessage(passwordField("Password"), long)).toBe(fieldMessages.maxLength("Password", 256));
    expect(firstMessage(newPasswordField("New password"), long)).toBe(fieldMessages.maxLength("New password", 256));
    expect(passwordField().parse("x".repeat(256))).toHaveLength(256);
  });
  it("new password accepts 6 characters and keeps spaces", () => {
    expect(newPasswordField().parse("123456")).toBe("123456");
    expect(newPasswordField().parse("  3456")).toBe("  3456");
  });
});
