import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../../deps";
import { secretsBox } from "../../settings/sealing/seal-box-for-config";

/** 144 random bits, URL-safe: the customer's code for the review page (docs/decisions/server-order-access-code.md). */
export const newAccessCode = (): string => randomBytes(18).toString("base64url");

type SealDeps = Pick<AppDeps, "config" | "log">;

/** The code as stored: sealed with the stored-secrets key, so a copy of the database does not open review pages. */
export const sealAccessCode = (deps: SealDeps, code: string): string => secretsBox(deps.config, deps.log).seal(code);

/** The stored code in clear for staff, or "" when it cannot be opened (the secrets key changed). */
export const openAccessCode = (deps: SealDeps, sealed: string): string =>
  secretsBox(deps.config, deps.log).open(sealed) ?? "";

/** The customer review page's address for the order of `recipeId`. */
export function reviewUrl(publicUrl: string, recipeId: string, accessCode: string): string {
  const query = new URLSearchParams({ recipe: recipeId, code: accessCode });
  return `${publicUrl}/order.html?${query.toString()}`;
}
