import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { type Config, isSecureUrl } from "../config";
import { isPlatformPagePath } from "./web-app";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The content security policy of every answer (docs/decisions/server-security-headers.md). Scripts come
 * from the app itself only (index.html has no inline script); Mantine and CodeMirror set inline styles;
 * the 3D viewer reads models' images from blob: and data: addresses; avatars come from Gravatar.
 * `frameAncestors` says who may show the page in a frame.
 */
function contentSecurityPolicy(frameAncestors: string, secure: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://www.gravatar.com"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", "data:", "blob:"],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [frameAncestors],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers on every answer: the content security policy, no framing of the back-office
 * (frame-ancestors 'none'), HSTS when Atelier is served over https (PUBLIC_URL), Referrer-Policy
 * same-origin, nosniff and helmet's other defaults. The embedded platform's pages
 * (/api/v2/shopify/app/...) are shown inside the platform's admin: the platform's origin may frame them.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const secure = isSecureUrl(config.publicUrl);
  const platformOrigin = new URL(config.platformUrl).origin;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy("'none'", secure),
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: secure ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!isPlatformPagePath(request.url)) return;
    // X-Frame-Options cannot name an origin: frame-ancestors alone says who may frame these pages.
    reply.raw.removeHeader("x-frame-options");
    reply.helmet({ contentSecurityPolicy: contentSecurityPolicy(platformOrigin, secure), xFrameOptions: false });
  });
}
