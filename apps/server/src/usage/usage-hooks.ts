import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { countedStream, hasLength } from "./response-bytes";
import { USAGE_FLUSH_MS, type UsageRecorder } from "./usage-recorder";

/**
 * Records every answer given to a signed-in user or an API key (request.actor set, so the company is known):
 * the body's bytes as bandwidth, and one moderation call for a successful answer of a route declared
 * `usage: "moderation"`. Public answers (pages, the web app's files) are not counted. Held counts are
 * stored every `flushMs` and when the app closes (docs/decisions/server-usage-recording.md).
 *
 * The hooks are synchronous and read what Fastify already worked out: the content-length it set for a string
 * or buffer body. Only a streamed body without a length is passed through a counter.
 */
export function installUsageRecording(app: FastifyInstance, recorder: UsageRecorder, flushMs = USAGE_FLUSH_MS): void {
  // Undefined, not null, in plugins registered before the auth hooks (the API docs).
  const companyOf = (request: FastifyRequest) =>
    request.actor && request.method !== "HEAD" ? request.actor.companyId : undefined;

  app.addHook("onSend", (request, reply, payload, done) => {
    const companyId = companyOf(request);
    if (companyId === undefined || hasLength(reply.getHeader("content-length"))) return done(null, payload);
    done(
      null,
      countedStream(payload, (bytes) => recorder.record(companyId, "bandwidth", bytes)),
    );
  });

  app.addHook("onResponse", (request, reply, done) => {
    const companyId = companyOf(request);
    const length = reply.getHeader("content-length");
    if (companyId !== undefined && hasLength(length)) recorder.record(companyId, "bandwidth", Number(length));
    done();
  });

  const countModeration = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const companyId = companyOf(request);
    if (companyId !== undefined && reply.statusCode < 400) recorder.record(companyId, "moderation", 1);
    done();
  };
  // Only the routes that declare moderation usage get this hook: no other request pays for it.
  app.addHook("onRoute", (route) => {
    if (route.config?.usage !== "moderation") return;
    const own = route.onResponse ?? [];
    route.onResponse = [...(Array.isArray(own) ? own : [own]), countModeration];
  });

  const timer = setInterval(() => void recorder.flush(), flushMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await recorder.flush();
  });
}
