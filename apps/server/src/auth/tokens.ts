import { hash, randomBytes } from "node:crypto";

/** A random, URL-safe secret of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Hex SHA-256: what the database keeps of every token, code and key. */
export function sha256Hex(value: string): string {
  // The one-shot hash: a third of createHash's cost, and every signed-in call hashes its token.
  return hash("sha256", value, "hex");
}

/** The form in which e-mail addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const API_KEY_PREFIX = "atk_";

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomToken(32)}`;
}

/** A storefront's publishable key: this prefix and STOREFRONT_KEY_LENGTH base62 characters. */
export const STOREFRONT_KEY_PREFIX = "pk_";
const STOREFRONT_KEY_LENGTH = 32;
/** The characters of a storefront key, long enough for the list to tell keys apart. */
export const STOREFRONT_KEY_HINT_LENGTH = 10;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `length` uniformly random base62 characters (bytes of 248 and above are dropped, so none is likelier). */
function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function newStorefrontKey(): string {
  return `${STOREFRONT_KEY_PREFIX}${randomBase62(STOREFRONT_KEY_LENGTH)}`;
}
