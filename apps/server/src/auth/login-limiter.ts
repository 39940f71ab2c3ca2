import { MESSAGES } from "@atelier/domain/messages";
import { addMs, MINUTE } from "../clock";
import type { Db } from "../db/client";
import { AppError } from "../http/app-error";
import { clearLoginFailures, countLoginFailures, insertLoginFailure } from "./auth.repo";

/** Failures are counted over this window. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Refuses (429) while the account or the address has too many recent failures, even with the right password. */
export async function assertLoginAllowed(db: Db, email: string, address: string, now: Date): Promise<void> {
  const since = addMs(now, -LOGIN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    countLoginFailures(db, since, { email }),
    countLoginFailures(db, since, { address }),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(429, MESSAGES.tooManyAttempts);
  }
}

export function recordLoginFailure(db: Db, email: string, address: string, now: Date): Promise<void> {
  return insertLoginFailure(db, email, address, now);
}

export function clearAccountFailures(db: Db, email: string): Promise<void> {
  return clearLoginFailures(db, email);
}
