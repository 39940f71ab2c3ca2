import type { FastifyInstance, FastifyReply } from "fastify";
import { findStorefrontKeyByHash } from "../auth/auth.repo";
import { STOREFRONT_KEY_PREFIX, sha256Hex } from "../auth/tokens";
import type { Config } from "../config";
import { isSecureUrl } from "../config";
import type { Db } from "../db/client";
import { pageHeadersFramedBy } from "./security-headers";

/** The Studio's page (the web build's studio.html), served like the app's other files. */
export const STUDIO_PAGE_PATH = "/studio.html";

/** An origin as storefront keys keep it: scheme, host and optional port, nothing that could end a CSP source. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
/** Different origin lists whose headers are kept built; the oldest go first. */
const HEADER_SETS_KEPT = 500;

/** The storefront key the Studio's address names, when it looks like one. */
function studioKey(url: string): string | null {
  if (!url.startsWith(STUDIO_PAGE_PATH)) return null;
  const [path = "", query = ""] = url.split("?", 2);
  if (path !== STUDIO_PAGE_PATH) return null;
  const key = new URLSearchParams(query).get("key");
  return key?.startsWith(STOREFRONT_KEY_PREFIX) ? key : null;
}

/**
 * Lets a storefront frame the Studio (docs/decisions/web-customer-studio-framing.md): a request of
 * /studio.html whose `key` parameter is a storefront key gets `frame-ancestors` listing that key's allowed
 * origins, so the shop pages that may call with the key may also embed the Studio. Any other request of the
 * page keeps the back office's headers (no framing). Runs after `installSecurityHeaders`, replacing its headers.
 */
export function installStudioFraming(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  const secure = isSecureUrl(deps.config.publicUrl);
  const headerSets = new Map<string, Record<string, string>>();
  const headersFor = (origins: string) => {
    let headers = headerSets.get(origins);
    if (headers === undefined) {
      headers = pageHeadersFramedBy(origins, secure);
      if (headerSets.size >= HEADER_SETS_KEPT) headerSets.delete(headerSets.keys().next().value ?? "");
      headerSets.set(origins, headers);
    }
    return headers;
  };
  const frameFor = async (key: string, reply: FastifyReply) => {
    const found = await findStorefrontKeyByHash(deps.db, sha256Hex(key));
    const origins = (found?.allowedOrigins ?? []).filter((origin) => ORIGIN.test(origin));
    if (origins.length === 0) return;
    // X-Frame-Options cannot name origins: frame-ancestors alone says who may frame the page.
    reply.removeHeader("x-frame-options");
    reply.headers(headersFor(origins.join(" ")));
  };
  // Synchronous for every other request: this hook runs on all of them.
  app.addHook("onRequest", (request, reply, done) => {
    const key = request.method === "GET" || request.method === "HEAD" ? studioKey(request.url) : null;
    if (key === null) return done();
    frameFor(key, reply).then(() => done(), done);
  });
}
