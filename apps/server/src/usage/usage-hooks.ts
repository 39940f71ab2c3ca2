import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { appendRouteHook } from "../http/route-hooks";
import { bodyLength, countedStream } from "./response-bytes";
import { USAGE_FLUSH_MS, type UsageRecorder } from "./usage-recorder";

/**
 * Records every answer given to a signed-in user, an API key or a storefront key (request.actor set, so the
 * company is known; a storefront's calls count for its company like any other):
 * the body's bytes as bandwidth, and one moderation call for a successful answer of a route declared
 * `usage: "moderation"`. Public answers (pages, the web app's files) are not counted. Held counts are
 * stored every `flushMs` and when the app closes (docs/decisions/server-usage-recording.md).
 *
 * The bytes counted are the body's before compression (the compression hooks run later, per route), so a
 * call counts the same whatever encoding the client accepts. The hook is synchronous: a string or buffer is
 * counted at once, and only a streamed body is passed through a counter.
 */
export function installUsageRecording(app: FastifyInstance, recorder: UsageRecorder, flushMs = USAGE_FLUSH_MS): void {
  // Undefined, not null, in plugins registered before the auth hooks (the API docs).
  const companyOf = (request: FastifyRequest) =>
    request.actor && request.method !== "HEAD" ? request.actor.companyId : undefined;

  app.addHook("onSend", (request, _reply, payload, done) => {
    const companyId = companyOf(request);
    if (companyId === undefined) return done(null, payload);
    const count = (bytes: number) => recorder.record(companyId, "bandwidth", bytes);
    const length = bodyLength(payload);
    if (length === undefined) return done(null, countedStream(payload, count));
    if (length > 0) count(length);
    done(null, payload);
  });

  const countModeration = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const companyId = companyOf(request);
    if (companyId !== undefined && reply.statusCode < 400) recorder.record(companyId, "moderation", 1);
    done();
  };
  // Only the routes that declare moderation usage get this hook: no other request pays for it.
  app.addHook("onRoute", (route) => {
    if (route.config?.usage === "moderation") appendRouteHook(route, "onResponse", countModeration);
  });

  const timer = setInterval(() => void recorder.flush(), flushMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await recorder.flush();
  });
}
