import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { readCatalogueRevision } from "./catalogue-revision.repo";
import { listenForRevisions } from "./catalogue-revision-listener";
import { CatalogueRevisions } from "./catalogue-revisions";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The app's catalogue revisions: fed by the database's notifications, and told of every write request of this
 * process before it answers (whichever module served it), so that the caller's next read sees the write.
 */
export async function installCatalogueRevisions(app: FastifyInstance, db: Db): Promise<CatalogueRevisions> {
  const revisions = new CatalogueRevisions((companyId) => readCatalogueRevision(db, companyId));
  const listener = await listenForRevisions(db, revisions, app.log);
  app.addHook("onClose", () => listener.close());
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.actor && !READS.has(request.method)) revisions.wrote(request.actor.companyId);
    done(null, payload);
  });
  return revisions;
}
