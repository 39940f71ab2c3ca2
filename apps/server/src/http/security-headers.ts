import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { type Config, isSecureUrl } from "../config";
import { OPENAPI_PATH } from "./openapi";
import { isPlatformPagePath, isWebAppPath } from "./web-app";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The content security policy of every answer (docs/decisions/server-security-headers.md). Scripts come
 * from the app itself only (index.html has no inline script), which may compile WebAssembly (the 3D
 * previews' meshopt and Draco decoders; 'wasm-unsafe-eval' allows no JavaScript eval); Mantine and CodeMirror set inline styles;
 * the 3D viewer reads models' images from blob: and data: addresses; avatars come from Gravatar.
 * `frameAncestors` says who may show the page in a frame.
 */
function contentSecurityPolicy(frameAncestors: string, secure: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://www.gravatar.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "data:", "blob:"],
      workerSrc: ["'self'", "blob:"],
      // Applets are shown in a sandboxed frame from /api/v1/app/ (docs/decisions/applets-sandbox.md).
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Helmet's headers for pages that `frameAncestors` may frame: the policy above, HSTS over https, same-origin referrers. */
function headersFor(frameAncestors: string, secure: boolean) {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(frameAncestors, secure),
    // X-Frame-Options cannot name an origin: frame-ancestors alone says who may frame a platform page.
    xFrameOptions: frameAncestors === "'none'" ? { action: "deny" } : false,
    strictTransportSecurity: secure ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: "same-origin" },
  });
}

/**
 * An API call's headers: no content of its own may run or be framed (`default-src 'none'`), nosniff, no
 * cross-origin reads, HSTS over https. Pages' other headers mean nothing to a JSON answer, and each header
 * costs every call (docs/decisions/server-security-headers.md).
 */
function apiCallHeaders(secure: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: secure ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/**
 * Security headers on every answer. Pages (the web app, the API's documentation) get the content security
 * policy, no framing of the back-office (frame-ancestors 'none'), HSTS when Atelier is served over https
 * (PUBLIC_URL), Referrer-Policy same-origin, nosniff and helmet's other defaults; the embedded platform's
 * pages (/api/v2/shopify/app/...) are shown inside the platform's admin, so the platform's origin may frame
 * them. API calls get `apiCallHeaders`. Each set is built once, not per request.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const secure = isSecureUrl(config.publicUrl);
  const backOffice = headersSetBy(headersFor("'none'", secure));
  const platformPages = headersSetBy(headersFor(new URL(config.platformUrl).origin, secure));
  const apiCalls = headersSetBy(apiCallHeaders(secure));
  const headersOf = (url: string) => {
    if (isPlatformPagePath(url)) return platformPages;
    return isWebAppPath(url) || url.startsWith(OPENAPI_PATH) ? backOffice : apiCalls;
  };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headersOf(request.url));
    done();
  });
}

/**
 * The page headers when `frameAncestors` (a CSP source list, e.g. origins) may frame the page: the Studio
 * opened with a storefront key (src/http/studio-page.ts).
 */
export function pageHeadersFramedBy(frameAncestors: string, secure: boolean): Record<string, string> {
  return headersSetBy(headersFor(frameAncestors, secure));
}

type Helmet = ReturnType<typeof helmet>;

/**
 * The headers a helmet middleware sets, read once: its values are all fixed (no nonces), and helmet would
 * otherwise work them out again on every request, at a cost a third of a small API call's throughput.
 */
function headersSetBy(middleware: Helmet): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
