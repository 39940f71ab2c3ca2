import type { AppDeps } from "../../../deps";
import { secretsBox } from "../sealing/seal-box-for-config";

/** How long an applet page's address keeps loading its files: a working day. */
export const APPLET_TICKET_MS = 12 * 60 * 60 * 1000;

type TicketDeps = Pick<AppDeps, "config" | "log">;

const signed = (companyId: string, appletId: string, expiresAt: string) =>
  `applet-ticket:${companyId}:${appletId}:${expiresAt}`;

/**
 * A ticket to one applet's files (docs/decisions/applets-sandbox.md): `{companyId}.{expiry}.{signature}`,
 * the signature (made with the server's secrets key) binding the company, the applet and the expiry. It is
 * one short path segment. The sandboxed page cannot send the session cookie with its own requests; its
 * files are read with the ticket in their address instead.
 */
export function appletTicket(deps: TicketDeps, companyId: string, appletId: string, now: Date): string {
  const expiresAt = (now.getTime() + APPLET_TICKET_MS).toString(36);
  const signature = secretsBox(deps.config, deps.log).sign(signed(companyId, appletId, expiresAt));
  return `${companyId}.${expiresAt}.${signature}`;
}

/** The company whose applet `appletId` the ticket opens, or null (another applet, expired, forged). */
export function openAppletTicket(deps: TicketDeps, ticket: string, appletId: string, now: Date): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/.exec(ticket);
  if (!match) return null;
  const [, companyId = "", expiresAt = "", signature = ""] = match;
  if (!secretsBox(deps.config, deps.log).verify(signed(companyId, appletId, expiresAt), signature)) return null;
  return Number.parseInt(expiresAt, 36) > now.getTime() ? companyId : null;
}
