import type {
  ChangePasswordInput,
  CurrentUser,
  LoginInput,
  SwitchInstanceInput,
} from "@atelier/domain/account/account.schema";
import type { UpdateProfileInput } from "@atelier/domain/account/company-user.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";
import type { UserActor } from "../../../auth/actor";
import { beginLoginAttempt } from "../../../auth/login-limiter";
import { createSession, endSession, endUserSessions, moveSession, type NewSession } from "../../../auth/sessions";
import { normalizeEmail } from "../../../auth/tokens";
import type { Db } from "../../../db/client";
import type { UserRow } from "../../../db/schema/users";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { memberWrite, passwordWrite, toMemberView } from "../company/member-audit";
import { toCurrentUserDto } from "./account.dto";
import {
  findMembership,
  findUserByEmail,
  findUserById,
  listUserCompanies,
  setLastCompany,
  setUserFullName,
  setUserPassword,
} from "./account.repo";
import { changingOwnAccount } from "./own-account-audit";

export interface SignedIn {
  user: CurrentUser;
  session: NewSession;
}

/** The signed-in user as seen in the session's company. */
export function getCurrentUser(deps: Pick<AppDeps, "db" | "config">, actor: UserActor): Promise<CurrentUser> {
  return loadCurrentUser(deps.db, deps.config.buildNumber, actor.userId, actor.companyId);
}

/** The current user as seen in `companyId`; 404 when the user is not a member there. */
async function loadCurrentUser(db: Db, build: string, userId: string, companyId: string): Promise<CurrentUser> {
  const rows = await listUserCompanies(db, userId);
  const current = requireFound(rows.find((row) => row.company.id === companyId));
  return toCurrentUserDto({
    user: current.user,
    company: current.company,
    roles: current.roles,
    companies: rows.map((row) => row.company),
    build,
  });
}

/** The company a sign-in lands in: the last one used when still a member, else the first. */
async function landingCompany(db: Db, user: UserRow): Promise<string> {
  const rows = await listUserCompanies(db, user.id);
  const last = rows.find((row) => row.company.id === user.lastCompanyId);
  const chosen = last ?? rows[0];
  if (!chosen) throw AppError.forbidden(MESSAGES.unknownInstance);
  return chosen.company.id;
}

/** Opens a session in `companyId` and remembers it as the user's last company. */
export async function signIn(
  deps: AppDeps,
  db: Db,
  userId: string,
  companyId: string,
  remember: boolean,
): Promise<SignedIn> {
  await setLastCompany(db, userId, companyId);
  const session = await createSession(db, { userId, companyId, remember, now: deps.clock() });
  const user = await loadCurrentUser(db, deps.config.buildNumber, userId, companyId);
  return { user, session };
}

/**
 * Checks an e-mail and password under the sign-in rate limit. A wrong e-mail and a wrong password
 * cost the same time and give the same answer.
 */
export async function verifyCredentials(
  deps: AppDeps,
  rawEmail: string,
  password: string,
  address: string,
): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  const attempt = await beginLoginAttempt(deps.db, email, address, deps.clock());
  const user = await findUserByEmail(deps.db, email);
  const valid = user
    ? await deps.passwords.verify(user.passwordHash, password)
    : await deps.passwords.verifyDummy(password);
  if (!user || !valid) throw AppError.unauthorized(MESSAGES.invalidCredentials);
  await attempt.succeeded();
  return user;
}

export async function login(deps: AppDeps, input: z.output<typeof LoginInput>, address: string): Promise<SignedIn> {
  const user = await verifyCredentials(deps, input.username, input.password, address);
  const remember = input.rememberme === true || input.rememberme === "true";
  const companyId = await landingCompany(deps.db, user);
  return deps.db.transaction((tx) => signIn(deps, tx, user.id, companyId, remember));
}

export async function logout(deps: AppDeps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps.db, token);
}

/** Changes the signed-in user's password; the current password is checked under the sign-in rate limit. */
export async function changePassword(
  deps: AppDeps,
  actor: UserActor,
  input: z.output<typeof ChangePasswordInput>,
  address: string,
): Promise<void> {
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw AppError.unauthorized();
  const attempt = await beginLoginAttempt(deps.db, user.email, address, deps.clock());
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw AppError.field("currentPassword", MESSAGES.currentPasswordWrong);
  }
  await attempt.succeeded();
  const passwordHash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    const change = async () => {
      await setUserPassword(tx, user.id, passwordHash);
      await endUserSessions(tx, user.id, actor.sessionId);
    };
    await changingOwnAccount(tx, actor, deps.clock(), change, (companyId, member) =>
      passwordWrite(companyId, member, "update"),
    );
  });
}

/** Changes the signed-in user's own full name (recorded in each of their companies), and answers the current user with it. */
export async function updateProfile(
  deps: AppDeps,
  actor: UserActor,
  input: z.output<typeof UpdateProfileInput>,
): Promise<CurrentUser> {
  return deps.db.transaction(async (tx) => {
    const change = () => setUserFullName(tx, actor.userId, input.fullName);
    await changingOwnAccount(tx, actor, deps.clock(), change, (companyId, member) => {
      const renamed = { ...member, fullName: input.fullName };
      return memberWrite(companyId, renamed, "update", toMemberView(member), toMemberView(renamed));
    });
    return loadCurrentUser(tx, deps.config.buildNumber, actor.userId, actor.companyId);
  });
}

/** Makes another company current; an unknown id and another company's id get the same 404. */
export async function switchInstance(
  deps: AppDeps,
  actor: UserActor,
  input: z.output<typeof SwitchInstanceInput>,
): Promise<CurrentUser> {
  const membership = requireFound(await findMembership(deps.db, input.instanceId, actor.userId));
  return deps.db.transaction(async (tx) => {
    await moveSession(tx, actor.sessionId, membership.companyId);
    await setLastCompany(tx, actor.userId, membership.companyId);
    return loadCurrentUser(tx, deps.config.buildNumber, actor.userId, membership.companyId);
  });
}

// What other account resources (the workspace copy) read of users and memberships.

/** The user's membership of the company, or undefined. */
export function findMembershipOf(db: Db, companyId: string, userId: string) {
  return findMembership(db, companyId, userId);
}

/** The user's row, or undefined. */
export function findUserRow(db: Db, userId: string): Promise<UserRow | undefined> {
  return findUserById(db, userId);
}
