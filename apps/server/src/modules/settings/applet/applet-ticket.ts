import type { AppDeps } from "../../../deps";
import { secretsBox } from "../secrets/secrets-key";

/** How long an applet page's address keeps loading its files: a working day. */
export const APPLET_TICKET_MS = 12 * 60 * 60 * 1000;

const SEALED_PREFIX = "v1.";
const toPathSafe = (base64: string) => base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromPathSafe = (text: string) => text.replace(/-/g, "+").replace(/_/g, "/");

type TicketDeps = Pick<AppDeps, "config" | "log">;

/**
 * A ticket to one applet's files (docs/decisions/applets-sandbox.md): the company, the applet and an expiry,
 * sealed with the server's secrets key, written as one path segment. The sandboxed page cannot send the
 * session cookie with its own requests; its files are read with the ticket in their address instead.
 */
export function appletTicket(deps: TicketDeps, companyId: string, appletId: string, now: Date): string {
  const sealed = secretsBox(deps.config, deps.log).seal(
    JSON.stringify([companyId, appletId, now.getTime() + APPLET_TICKET_MS]),
  );
  return toPathSafe(sealed.slice(SEALED_PREFIX.length));
}

/** The company whose applet `appletId` the ticket opens, or null (another applet, expired, forged). */
export function openAppletTicket(deps: TicketDeps, ticket: string, appletId: string, now: Date): string | null {
  if (!/^[A-Za-z0-9_-]{20,2000}$/.test(ticket)) return null;
  const plain = secretsBox(deps.config, deps.log).open(SEALED_PREFIX + fromPathSafe(ticket));
  if (plain === null) return null;
  try {
    const [companyId, forApplet, expiresAt] = JSON.parse(plain) as [unknown, unknown, unknown];
    if (typeof companyId !== "string" || forApplet !== appletId || typeof expiresAt !== "number") return null;
    return expiresAt > now.getTime() ? companyId : null;
  } catch {
    return null;
  }
}
