import { existsSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The embedded platform's pages: paths under /api/ that are pages of the web app, not API calls. */
const PLATFORM_PAGES = "/api/v2/shopify/app";

/**
 * Whether the address is one of the pages the embedded platform shows in its admin's frame: the prefix, then
 * the path's end, a `/` or the query. Prefix tests only, as the security headers ask on every request.
 */
export function isPlatformPagePath(url: string): boolean {
  if (!url.startsWith(PLATFORM_PAGES)) return false;
  const next = url.charAt(PLATFORM_PAGES.length);
  return next === "" || next === "/" || next === "?";
}

const pathOf = (url: string) => url.split("?")[0] ?? "";

export function isWebAppPath(url: string): boolean {
  return !url.startsWith("/api/") || isPlatformPagePath(url);
}

/** The build's source maps: kept beside the files for reading a stack trace, never served. */
const SOURCE_MAP = /\.map$/;

/**
 * Serves the built web app (when present): hashed files under /assets/ cached for a year, index.html never
 * cached, each file as the build precompressed it (.br, .gz) when the browser accepts that, no source maps,
 * and index.html for every other GET that is not an API call. Unknown API paths answer 404 JSON.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(join(webDist, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: true,
      index: ["index.html"],
      redirect: false,
      preCompressed: true,
      allowedPath: (path) => !SOURCE_MAP.test(path),
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isAsset = /[\\/]assets[\\/]/.test(path.slice(webDist.length));
        reply.header("cache-control", isAsset ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") &&
      isWebAppPath(request.url) &&
      !SOURCE_MAP.test(pathOf(request.url));
    if (wantsPage && built) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
    }
    const message = wantsPage ? SERVER_MESSAGES.webAppNotBuilt : MESSAGES.notFound;
    return reply.status(404).send({ message });
  });
}
