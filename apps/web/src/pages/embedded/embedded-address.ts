import { queryString } from "../../api/http";

/** The browser-session flag set when the page has sent the top window to the platform once. */
export const BUSTED_IFRAME_KEY = "bustedIframe";

/** The server's redirect to the platform's page of the app (apps/server/src/modules/platform). */
export function remotePagePath(clientId: string, host: string): string {
  return `/api/v2/shopify/app/${encodeURIComponent(clientId)}/remote${queryString({ host })}`;
}

/**
 * Whether this opening must leave the embedded frame: it came with a `host` parameter (embedded-frame
 * mode) and the page has not yet done so in this browser session.
 */
export function mustBustFrame(host: string | null, storage: Pick<Storage, "getItem">): boolean {
  return host !== null && host !== "" && storage.getItem(BUSTED_IFRAME_KEY) === null;
}

/** The same address with `/continue` appended to its path; the query is kept. */
export function continueAddress({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname.replace(/\/+$/, "")}/continue${search}`;
}
