import type { Role } from "@atelier/domain/account/roles";
import { and, count, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDb } from "../db/prepared";
import { loginFailures } from "../db/schema/account-codes";
import { apiKeys } from "../db/schema/api-keys";
import { sessions } from "../db/schema/sessions";
import { storefrontKeys } from "../db/schema/storefront-keys";
import { memberships, users } from "../db/schema/users";
import { forgetActors } from "./actor-cache";

export interface SessionLookup {
  sessionId: string;
  userId: string;
  /** The user's full name, recorded with what the user writes. */
  name: string;
  companyId: string;
  expiresAt: Date;
  /** The user's roles in the session's company; null when the membership is gone. */
  roles: Role[] | null;
}

const sessionByTokenHash = preparedPerDb((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      name: users.fullName,
      companyId: sessions.companyId,
      expiresAt: sessions.expiresAt,
      roles: memberships.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("auth_session_by_token_hash"),
);

/** Resolves a session cookie (on a miss of the actor cache): one prepared statement, roles read from the membership. */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionLookup | undefined> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row;
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: string; companyId: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned no row");
  return row.id;
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  forgetActors({ tokenHash });
}

export async function deleteUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
  forgetActors({ userId });
}

/** Moves a session to another company; the caller has checked the membership. */
export async function setSessionCompany(db: Db, sessionId: string, companyId: string): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
  forgetActors({ sessionId });
}

const apiKeyByHash = preparedPerDb((db) =>
  db
    .select({ id: apiKeys.id, companyId: apiKeys.companyId, name: apiKeys.name, roles: apiKeys.roles })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sql.placeholder("keyHash")))
    .limit(1)
    .prepare("auth_api_key_by_hash"),
);

/** Resolves an API key (on a miss of the actor cache): one prepared statement. */
export async function findApiKeyByHash(db: Db, keyHash: string) {
  const [row] = await apiKeyByHash(db).execute({ keyHash });
  return row;
}

const storefrontKeyByHash = preparedPerDb((db) =>
  db
    .select({
      id: storefrontKeys.id,
      companyId: storefrontKeys.companyId,
      name: storefrontKeys.name,
      allowedOrigins: storefrontKeys.allowedOrigins,
    })
    .from(storefrontKeys)
    .where(eq(storefrontKeys.keyHash, sql.placeholder("keyHash")))
    .limit(1)
    .prepare("auth_storefront_key_by_hash"),
);

/** Resolves a storefront key (on a miss of the actor cache): one prepared statement. */
export async function findStorefrontKeyByHash(db: Db, keyHash: string) {
  const [row] = await storefrontKeyByHash(db).execute({ keyHash });
  return row;
}

/**
 * Records that a storefront key was used at `at`, unless another process already did since `since`: the row
 * is written at most once per interval, whichever process serves the key.
 */
export async function markStorefrontKeyUsed(db: Db, storefrontKeyId: string, at: Date, since: Date): Promise<void> {
  await db
    .update(storefrontKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(storefrontKeys.id, storefrontKeyId),
        or(isNull(storefrontKeys.lastUsedAt), lt(storefrontKeys.lastUsedAt, since)),
      ),
    );
}

/** Sign-in attempts (pending or failed) in the window, for one account or one client address. */
export async function countLoginAttempts(db: Db, since: Date, by: { email: string } | { address: string }) {
  const column = "email" in by ? loginFailures.email : loginFailures.address;
  const value = "email" in by ? by.email : by.address;
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertLoginAttempt(db: Db, email: string, address: string, at: Date): Promise<string> {
  const [row] = await db
    .insert(loginFailures)
    .values({ email, address, createdAt: at })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("login attempt insert returned no row");
  return row.id;
}

export async function deleteLoginAttempt(db: Db, attemptId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
}

/** Forgets every attempt on an account (after a successful sign-in or a password reset). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
