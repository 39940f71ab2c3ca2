import { z } from "zod";
import { emailField, plainName } from "../shared/fields";
import { ROLES, Role } from "./roles";

/** An administrator invites someone to the current company with one role. */
export const InviteInput = z.object({
  fullName: plainName("Full name", 128),
  email: emailField("E-mail"),
  role: z.enum(ROLES, { error: "Choose a role." }),
});
export type InviteInput = z.input<typeof InviteInput>;

/** A company invite as the API returns it (the code itself is only ever sent by e-mail). */
export const Invite = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: Role,
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof Invite>;
