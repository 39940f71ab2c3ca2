import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per secret, a 16-byte tag that proves the key and the text. */
const ALGORITHM = "aes-256-gcm";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;
/** The format of a sealed secret: `v1.` then base64 of nonce, tag and encrypted text. */
const PREFIX = "v1.";

/** Seals and opens secrets (passwords Atelier must send elsewhere) with one key. */
export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when it cannot be opened (another key, a damaged value): never throws. */
  open(sealed: string): string | null;
  /** A short proof (base64url, 128 bits) that Atelier wrote `text`, made with a key derived from the box's. */
  sign(text: string): string;
  /** Whether `signature` is sign(text), compared in constant time. */
  verify(text: string, signature: string): boolean;
}

const SIGNATURE_BYTES = 16;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`a secret key has ${SECRET_KEY_BYTES} bytes`);
  const signingKey = Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), "atelier signatures", SECRET_KEY_BYTES));
  const mac = (text: string) =>
    createHmac("sha256", signingKey).update(text, "utf8").digest().subarray(0, SIGNATURE_BYTES);
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString("base64");
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) return null;
      const bytes = Buffer.from(sealed.slice(PREFIX.length), "base64");
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES));
        decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return null;
      }
    },
    sign(text) {
      return mac(text).toString("base64url");
    },
    verify(text, signature) {
      const given = Buffer.from(signature, "base64url");
      return given.length === SIGNATURE_BYTES && timingSafeEqual(given, mac(text));
    },
  };
}
