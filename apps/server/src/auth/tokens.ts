import { createHash, randomBytes } from "node:crypto";

/** A random, URL-safe secret of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Hex SHA-256: what the database keeps of every token, code and key. */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** The form in which e-mail addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const API_KEY_PREFIX = "atk_";

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`;
}
