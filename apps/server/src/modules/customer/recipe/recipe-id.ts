import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const RECIPE_ID_LENGTH = 12;
/** Bytes at or above this are dropped, so that every character is equally likely (248 = 4 x 62). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A new recipe id: 12 characters of [0-9A-Za-z] from the system's secure random source, about 71 bits, so
 * that an id cannot be guessed from another (docs/decisions/server-customer-recipe-ids.md).
 */
export function newRecipeId(random: (size: number) => Buffer = randomBytes): string {
  let id = "";
  while (id.length < RECIPE_ID_LENGTH) {
    for (const byte of random(RECIPE_ID_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === RECIPE_ID_LENGTH) break;
    }
  }
  return id;
}
