import type { FastifyInstance } from "fastify";
import { measureBody } from "./response-bytes";
import { USAGE_FLUSH_MS, type UsageRecorder } from "./usage-recorder";

/** Statuses whose answers carry no body. */
const NO_BODY = new Set([204, 304]);

/**
 * Records every answer given to a signed-in user or an API key (request.actor set, so the company is known):
 * the body's bytes as bandwidth, and one moderation call for a successful answer of a route declared
 * `usage: "moderation"`. Public answers (pages, the web app's files) are not counted. Held counts are
 * stored every `flushMs` and when the app closes (docs/decisions/server-usage-recording.md).
 */
export function installUsageRecording(app: FastifyInstance, recorder: UsageRecorder, flushMs = USAGE_FLUSH_MS): void {
  app.addHook("onSend", async (request, reply, payload) => {
    // Undefined, not null, in plugins registered before the auth hooks (the API docs).
    const actor = request.actor;
    if (!actor || request.method === "HEAD") return payload;
    if (request.routeOptions.config?.usage === "moderation" && reply.statusCode < 400) {
      recorder.record(actor.companyId, "moderation", 1);
    }
    if (NO_BODY.has(reply.statusCode)) return payload;
    return measureBody(payload, reply.getHeader("content-length"), (bytes) =>
      recorder.record(actor.companyId, "bandwidth", bytes),
    );
  });

  const timer = setInterval(() => void recorder.flush(), flushMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await recorder.flush();
  });
}
