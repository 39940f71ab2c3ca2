import type { FastifyInstance, onSendHookHandler } from "fastify";
import type { Db } from "../db/client";
import { appendRouteHook } from "../http/route-hooks";
import { readCatalogueRevision } from "./catalogue-revision.repo";
import { listenForRevisions } from "./catalogue-revision-listener";
import { CatalogueRevisions } from "./catalogue-revisions";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The app's catalogue revisions: fed by the database's notifications, and told of every write request of this
 * process before it answers (whichever module served it), so that the caller's next read sees the write.
 * A storefront key writes no catalogue (it saves recipes), so its calls leave the trusted revisions alone. Only
 * write routes get the hook (appendRouteHook).
 */
export async function installCatalogueRevisions(app: FastifyInstance, db: Db): Promise<CatalogueRevisions> {
  const revisions = new CatalogueRevisions((companyId) => readCatalogueRevision(db, companyId));
  const listener = await listenForRevisions(db, revisions, app.log);
  app.addHook("onClose", () => listener.close());
  const noteWrite: onSendHookHandler = (request, _reply, payload, done) => {
    const actor = request.actor;
    if (actor && actor.kind !== "storefront" && !READS.has(request.method)) revisions.wrote(actor.companyId);
    done(null, payload);
  };
  // Only write routes get the hook: reads, most calls, do not pay for it.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => !READS.has(method))) appendRouteHook(route, "onSend", noteWrite);
  });
  return revisions;
}
