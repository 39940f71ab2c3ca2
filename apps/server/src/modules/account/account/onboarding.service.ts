import type {
  AcceptInviteInput,
  ForgotPasswordInput,
  RegisterInput,
  ResetPasswordInput,
} from "@atelier/domain/account/account.schema";
import type { Invite, InviteInput } from "@atelier/domain/account/invite.schema";
import type { Role } from "@atelier/domain/account/roles";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor, UserActor } from "../../../auth/actor";
import { clearAccountFailures } from "../../../auth/login-limiter";
import { endUserSessions } from "../../../auth/sessions";
import { normalizeEmail, randomToken, sha256Hex } from "../../../auth/tokens";
import { addMs, DAY, HOUR } from "../../../clock";
import type { CompanyInviteRow } from "../../../db/schema/account-codes";
import type { CompanyRow } from "../../../db/schema/companies";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { inviteMail, resetPasswordMail } from "../../../mail/templates";
import { toCompanyDto } from "../company/company.dto";
import { findCompanyRow, findMemberRow } from "../company/company.service";
import { memberPath, memberWrite, passwordWrite, toMemberView } from "../company/member-audit";
import { mayGrant } from "../company/role-rules";
import { toInviteDto } from "./account.dto";
import {
  consumeCompanyInvite,
  consumePasswordReset,
  countPasswordResetsSince,
  ensureMembership,
  findOpenCompanyInvite,
  findUserByEmail,
  findUserById,
  insertCompany,
  insertCompanyInvite,
  insertMembership,
  insertPasswordReset,
  insertUser,
  setUserPassword,
  usePlatformInvitation,
} from "./account.repo";
import { type SignedIn, signIn, verifyCredentials } from "./account.service";
import { changingOwnAccount } from "./own-account-audit";

export const RESET_CODE_TTL_MS = HOUR;
export const INVITE_TTL_MS = 14 * DAY;
export const RESET_CODES_PER_HOUR = 5;

/** Percent-encodes every value (spaces as %20), so any URL parser reads the link back the same. */
function queryString(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
}

const invalidInvitation = () => AppError.field("invitationCode", MESSAGES.invalidInvitationCode);

/** The user who has just signed up, joined or reset their password, as the writer of the audit entries. */
function accountOwner(
  user: { id: string; fullName: string },
  companyId: string,
  roles: Role[],
  sessionId: string,
): UserActor {
  return { kind: "user", userId: user.id, name: user.fullName, sessionId, companyId, roles };
}

/** An invitation in the audit trail: kept under the invited member's path (docs/decisions/audit-account-writes.md). */
function inviteWrite(row: CompanyInviteRow, action: string, before: Invite | null, after: Invite | null): AuditWrite {
  return {
    resourceType: "invite",
    resourceId: row.id,
    resourcePath: memberPath(row.companyId, row.email),
    resourceLabel: row.fullName,
    action,
    before,
    after,
  };
}

/** A company in the audit trail, at `company/{id}`. */
function companyWrite(
  row: CompanyRow,
  action: string,
  before: CompanyRow | null,
  after: CompanyRow | null,
): AuditWrite {
  return {
    resourceType: "company",
    resourceId: row.id,
    resourcePath: `company/${row.id}`,
    resourceLabel: row.name,
    action,
    before: before && toCompanyDto(before),
    after: after && toCompanyDto(after),
  };
}

/**
 * Mails a reset link when the account exists; the answer is the same either way, and as fast: the mail
 * is sent after the answer (a failure is logged), since waiting for SMTP would tell who has an account.
 * At most RESET_CODES_PER_HOUR links an hour go to one account, so nobody can flood a mailbox.
 */
export async function forgotPassword(deps: AppDeps, input: z.output<typeof ForgotPasswordInput>): Promise<void> {
  const user = await findUserByEmail(deps.db, normalizeEmail(input.email));
  if (!user) return;
  const now = deps.clock();
  if ((await countPasswordResetsSince(deps.db, user.id, addMs(now, -HOUR))) >= RESET_CODES_PER_HOUR) return;
  const code = randomToken(32);
  await insertPasswordReset(deps.db, {
    userId: user.id,
    codeHash: sha256Hex(code),
    expiresAt: addMs(now, RESET_CODE_TTL_MS),
    createdAt: now,
  });
  const link = `${deps.config.publicUrl}/account/resetpassword?${queryString({ userId: user.id, code })}`;
  deps.mailer.send(resetPasswordMail(user.email, user.fullName, link)).catch((error: unknown) => {
    deps.log.error({ err: error }, "the password reset mail could not be sent");
  });
}

export async function resetPassword(deps: AppDeps, input: z.output<typeof ResetPasswordInput>): Promise<void> {
  const passwordHash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumePasswordReset(tx, input.user, sha256Hex(input.code), deps.clock());
    const user = used ? await findUserById(tx, input.user) : undefined;
    if (!user) throw AppError.badRequest(MESSAGES.invalidResetCode);
    const change = async () => {
      await setUserPassword(tx, user.id, passwordHash);
      await endUserSessions(tx, user.id);
      await clearAccountFailures(tx, user.email);
    };
    // Signed in nowhere: the reset code proved who it is.
    const owner = accountOwner(user, user.lastCompanyId ?? "", [], "");
    await changingOwnAccount(tx, owner, deps.clock(), change, (companyId, member) =>
      passwordWrite(companyId, member, "resetPassword"),
    );
  });
}

/** Creates a company (Production, flags off) whose first user is its Administrator. */
export async function register(deps: AppDeps, input: z.output<typeof RegisterInput>): Promise<SignedIn> {
  const email = normalizeEmail(input.username);
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    if (!(await usePlatformInvitation(tx, input.invitationCode))) throw invalidInvitation();
    if (await findUserByEmail(tx, email)) throw AppError.conflict(MESSAGES.emailTaken, "username");
    const company = await insertCompany(tx, { name: input.company, instanceType: "Production" });
    const user = await insertUser(tx, { email, fullName: input.fullName, passwordHash, lastCompanyId: company.id });
    await insertMembership(tx, company.id, user.id, ["Administrator"]);
    const signedIn = await signIn(deps, tx, user.id, company.id, false);
    const member = requireFound(await findMemberRow(tx, company.id, user.id));
    const owner = accountOwner(user, company.id, member.roles, signedIn.session.sessionId);
    await recordAudit(tx, owner, deps.clock(), [
      companyWrite(company, "create", null, company),
      memberWrite(company.id, member, "create", null, toMemberView(member)),
    ]);
    return signedIn;
  });
}

/** Invites someone to the caller's company with a role the caller may grant (Atelier only by its holders). */
export async function invite(deps: AppDeps, actor: Actor, input: z.output<typeof InviteInput>): Promise<Invite> {
  if (!mayGrant(actor.roles, [input.role])) throw AppError.forbidden();
  const company = requireFound(await findCompanyRow(deps.db, actor.companyId));
  const inviter =
    actor.kind === "user" ? ((await findUserById(deps.db, actor.userId))?.fullName ?? company.name) : actor.name;
  const code = randomToken(24);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertCompanyInvite(tx, company.id, {
      email: normalizeEmail(input.email),
      fullName: input.fullName,
      role: input.role,
      codeHash: sha256Hex(code),
      invitedBy: inviter,
      expiresAt: addMs(now, INVITE_TTL_MS),
      createdAt: now,
    });
    await recordAudit(tx, actor, now, inviteWrite(inserted, "create", null, toInviteDto(inserted)));
    return inserted;
  });
  const link = `${deps.config.publicUrl}/account/invite?${queryString({ code, name: input.fullName, by: inviter })}`;
  await deps.mailer.send(inviteMail(row.email, input.fullName, inviter, company.name, link));
  return toInviteDto(row);
}

/**
 * Joins the invite's company: a new account is created, or an existing account (same e-mail) proves
 * its password. An existing membership keeps its roles.
 */
export async function acceptInvite(
  deps: AppDeps,
  input: z.output<typeof AcceptInviteInput>,
  address: string,
): Promise<SignedIn> {
  const codeHash = sha256Hex(input.invitationCode);
  if (!(await findOpenCompanyInvite(deps.db, codeHash, deps.clock()))) throw invalidInvitation();
  const email = normalizeEmail(input.username);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) await verifyCredentials(deps, email, input.password, address);
  const newUser = existing
    ? undefined
    : { email, fullName: input.fullName, passwordHash: await deps.passwords.hash(input.password), lastCompanyId: null };
  return deps.db.transaction(async (tx) => {
    const user = existing ?? (newUser && (await insertUser(tx, newUser)));
    if (!user) throw new Error("accept invite: no user to sign in");
    const now = deps.clock();
    const accepted = await consumeCompanyInvite(tx, codeHash, user.id, now);
    if (!accepted) throw invalidInvitation();
    const joined = await ensureMembership(tx, accepted.companyId, user.id, [accepted.role]);
    const signedIn = await signIn(deps, tx, user.id, accepted.companyId, false);
    const member = requireFound(await findMemberRow(tx, accepted.companyId, user.id));
    const invitation = toInviteDto(accepted);
    const writes = [inviteWrite(accepted, "accept", invitation, invitation)];
    if (joined) writes.push(memberWrite(accepted.companyId, member, "create", null, toMemberView(member)));
    const owner = accountOwner(user, accepted.companyId, member.roles, signedIn.session.sessionId);
    await recordAudit(tx, owner, now, writes);
    return signedIn;
  });
}
