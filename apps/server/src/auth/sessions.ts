import type { FastifyReply, FastifyRequest } from "fastify";
import { addMs, DAY, HOUR } from "../clock";
import { isSecureUrl } from "../config";
import type { Db } from "../db/client";
import { deleteSessionByTokenHash, deleteUserSessions, insertSession, setSessionCompany } from "./auth.repo";
import { randomToken, sha256Hex } from "./tokens";

export const SESSION_COOKIE = "atelier_session";
/** Without "remember me": the cookie lasts the browser session and the row 12 hours. */
export const SESSION_TTL_MS = 12 * HOUR;
/** With "remember me": 30 days, cookie and row alike. */
export const REMEMBER_TTL_MS = 30 * DAY;

export interface NewSession {
  sessionId: string;
  token: string;
  expiresAt: Date;
  remember: boolean;
}

export async function createSession(
  db: Db,
  input: { userId: string; companyId: string; remember: boolean; now: Date },
): Promise<NewSession> {
  const token = randomToken(32);
  const expiresAt = addMs(input.now, input.remember ? REMEMBER_TTL_MS : SESSION_TTL_MS);
  const sessionId = await insertSession(db, {
    tokenHash: sha256Hex(token),
    userId: input.userId,
    companyId: input.companyId,
    expiresAt,
    createdAt: input.now,
  });
  return { sessionId, token, expiresAt, remember: input.remember };
}

export function setSessionCookie(reply: FastifyReply, session: NewSession, publicUrl: string): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureUrl(publicUrl),
    ...(session.remember ? { maxAge: Math.floor(REMEMBER_TTL_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: isSecureUrl(publicUrl) });
}

/** The last Cookie header read on each connection and its session token: a kept-alive connection sends the same. */
const lastCookieRead = new WeakMap<object, { header: string; token: string | undefined }>();

/**
 * The session cookie's token, parsed from the Cookie header once per connection while it sends the same header
 * (no other cookie is read, so cookies are not parsed on every request: docs/decisions/server-request-hot-path.md).
 */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const connection = request.raw.socket;
  const last = lastCookieRead.get(connection);
  if (last?.header === header) return last.token;
  const value = request.server.parseCookie(header)[SESSION_COOKIE];
  const token = value && value.length <= 128 ? value : undefined;
  lastCookieRead.set(connection, { header, token });
  return token;
}

/** Ends the session whose cookie holds `token` (sign-out). */
export function endSession(db: Db, token: string): Promise<void> {
  return deleteSessionByTokenHash(db, sha256Hex(token));
}

/** Ends every session of the user but `exceptSessionId` (after a password change or reset). */
export function endUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  return deleteUserSessions(db, userId, exceptSessionId);
}

/** Makes `companyId` the session's current company (switch workspace). */
export function moveSession(db: Db, sessionId: string, companyId: string): Promise<void> {
  return setSessionCompany(db, sessionId, companyId);
}
