import { existsSync } from "node:fs";
import { join } from "node:path";
import { MESSAGES, SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths under /api/ that are pages of the web app, not API calls. */
const WEB_ROUTES_UNDER_API = /^\/api\/v2\/shopify\/app(\/|$)/;

export function isWebAppPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return !path.startsWith("/api/") || WEB_ROUTES_UNDER_API.test(path);
}

/**
 * Serves the built web app (when present): hashed files under /assets/ cached for a year, index.html never
 * cached, and index.html for every other GET that is not an API call. Unknown API paths answer 404 JSON.
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
      cacheControl: false,
      setHeaders: (reply, path) => {
        const isAsset = /[\\/]assets[\\/]/.test(path.slice(webDist.length));
        reply.header("cache-control", isAsset ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && isWebAppPath(request.url);
    if (wantsPage && built) {
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
    }
    const message = wantsPage ? SERVER_MESSAGES.webAppNotBuilt : MESSAGES.notFound;
    return reply.status(404).send({ message });
  });
}
