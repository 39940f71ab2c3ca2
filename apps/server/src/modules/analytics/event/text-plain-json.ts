import type { FastifyInstance } from "fastify";
import { AppError } from "../../../errors/app-error";

/** The message of a text/plain body that is not JSON. */
export const TEXT_PLAIN_NOT_JSON = "The body is not valid JSON.";

/**
 * Within `app` (one plugin's routes), a text/plain body is read as JSON, as navigator.sendBeacon sends it
 * (docs/decisions/analytics-beacon-bodies.md). The route's bodyLimit still applies.
 */
export function parseTextPlainAsJson(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(AppError.badRequest(TEXT_PLAIN_NOT_JSON), undefined);
    }
  });
}
