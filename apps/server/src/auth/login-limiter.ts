import { addMs, MINUTE } from "../clock";
import type { Db } from "../db/client";
import { AppError } from "../errors/app-error";
import { clearLoginFailures, countLoginAttempts, deleteLoginAttempt, insertLoginAttempt } from "./auth.repo";

/** Failures are counted over this window. */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** A password check that has been counted; say how it ended. */
export interface LoginAttempt {
  /** The password was right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password check before it runs, and refuses it (429) when the account or the address already
 * has too many recent failures, even with the right password. The attempt is written first and the count
 * includes it, so parallel attempts see each other: no burst gets more than the limit through. A refused
 * attempt is removed again; a failed one stays as a failure; a successful one clears the account.
 */
export async function beginLoginAttempt(db: Db, email: string, address: string, now: Date): Promise<LoginAttempt> {
  const attemptId = await insertLoginAttempt(db, email, address, now);
  const since = addMs(now, -LOGIN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    countLoginAttempts(db, since, { email }),
    countLoginAttempts(db, since, { address }),
  ]);
  if (byAccount > MAX_FAILURES_PER_ACCOUNT || byAddress > MAX_FAILURES_PER_ADDRESS) {
    await deleteLoginAttempt(db, attemptId);
    throw AppError.tooManyRequests();
  }
  return { succeeded: () => clearLoginFailures(db, email) };
}

/** Forgets an account's failures (a password reset proves the owner). */
export function clearAccountFailures(db: Db, email: string): Promise<void> {
  return clearLoginFailures(db, email);
}
