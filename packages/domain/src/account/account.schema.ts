import { z } from "zod";
import {
  emailField,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  passwordField,
  plainName,
  requiredText,
  storableText,
} from "../shared/fields";
import { MESSAGES } from "../shared/messages";
import { ApiKey } from "./api-key.schema";
import { Company, Instance, InstanceType } from "./company.schema";
import { Permissions, Role } from "./roles";

/** The 'Passwords do not match' rule, for every form with password and confirmPassword. */
const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; error: string },
] = [
  (value) => value.password === value.confirmPassword,
  { path: ["confirmPassword"], error: MESSAGES.passwordsDoNotMatch },
];

export const LoginInput = z.object({
  username: emailField("E-mail"),
  password: passwordField("Password"),
  rememberme: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
});
export type LoginInput = z.input<typeof LoginInput>;

export const ForgotPasswordInput = z.object({ email: emailField("E-mail") });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;

export const resetPasswordShape = {
  user: requiredText("User", 64),
  code: requiredText("Code", 256),
  password: newPasswordField("Password"),
  confirmPassword: storableText(PASSWORD_MAX_LENGTH, "Confirm password"),
};
export const ResetPasswordInput = z.object(resetPasswordShape).refine(...passwordsMatch);
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

export const acceptInviteShape = {
  invitationCode: requiredText("Invitation code", 128),
  fullName: plainName("Full name", 128),
  username: emailField("E-mail"),
  password: newPasswordField("Password"),
  confirmPassword: storableText(PASSWORD_MAX_LENGTH, "Confirm password"),
};
export const AcceptInviteInput = z.object(acceptInviteShape).refine(...passwordsMatch);
export type AcceptInviteInput = z.input<typeof AcceptInviteInput>;

export const registerShape = { ...acceptInviteShape, company: plainName("Company name", 128) };
export const RegisterInput = z.object(registerShape).refine(...passwordsMatch);
export type RegisterInput = z.input<typeof RegisterInput>;

export const ChangePasswordInput = z
  .object({
    currentPassword: passwordField("Current password"),
    password: newPasswordField("New password"),
    confirmPassword: storableText(PASSWORD_MAX_LENGTH, "Confirm password"),
  })
  .refine(...passwordsMatch);
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

export const SwitchInstanceInput = z.object({ instanceId: requiredText("Workspace", 64) });
export type SwitchInstanceInput = z.input<typeof SwitchInstanceInput>;

/** The signed-in user as the web app sees it, in the current company. */
export const CurrentUser = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** Hex SHA-256 of the trimmed, lower-cased e-mail, for the avatar service. */
  emailHash: z.string(),
  build: z.string(),
  userRoles: z.array(Role),
  permissions: Permissions,
  instanceType: InstanceType,
  instanceTitle: z.string(),
  instances: z.array(Instance),
  company: Company,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * What `GET account` answers an API key: the key as the company's list shows it (never the key itself),
 * what its roles let it do, and its company, under the same names as the signed-in user's.
 */
export const CurrentApiKey = z.object({
  apiKey: ApiKey,
  permissions: Permissions,
  build: z.string(),
  company: Company,
});
export type CurrentApiKey = z.infer<typeof CurrentApiKey>;

/** `GET account`: the signed-in user, or the calling API key. */
export const CurrentCaller = z.union([CurrentUser, CurrentApiKey]);
export type CurrentCaller = z.infer<typeof CurrentCaller>;

/** Body of calls that only acknowledge. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
