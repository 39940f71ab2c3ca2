import { scopeOptions as distinctScopeOptions, SCOPE_OPTIONS_CAP } from "@atelier/domain/product/product-lists";

/** Scope options are capped at 100 (spec part 1, 9). */
export const SCOPE_OPTION_LIMIT = SCOPE_OPTIONS_CAP;
/** The scope is remembered for one year (spec part 1, 9). */
const SCOPE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function scopeCookieName(companyId: string): string {
  return `scope-${companyId}`;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** The tags kept in the company's scope cookie, read from `document.cookie`; [] when absent or unreadable. */
export function readScopeCookie(cookies: string, companyId: string): string[] {
  const prefix = `${scopeCookieName(companyId)}=`;
  const pair = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (pair === undefined) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(pair.slice(prefix.length)));
    return isStringArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The `document.cookie` assignment that keeps the scope for a year (or removes it when empty). */
export function writeScopeCookie(companyId: string, tags: readonly string[]): string {
  const name = scopeCookieName(companyId);
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  if (tags.length === 0) return `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  const value = encodeURIComponent(JSON.stringify(tags));
  return `${name}=${value}; Max-Age=${SCOPE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** The selector's options: distinct, trimmed, sorted tags, capped at the limit; selected tags always kept. */
export function scopeOptions(itemTags: Iterable<string>, selected: readonly string[] = []): string[] {
  const options = distinctScopeOptions([[...itemTags]]);
  for (const tag of selected) if (!options.includes(tag)) options.push(tag);
  return options;
}
