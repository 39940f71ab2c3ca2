import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Db } from "../db/client";

/** The channel migration 0005 announces revisions on. */
export const CATALOGUE_REVISION_CHANNEL = "catalogue_revision";
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** A connection that died without a word (a half-open socket) is found by a ping at this interval. */
const PING_INTERVAL_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

export interface RevisionEvents {
  /** The LISTEN is in effect (true), or the connection is lost or closed (false). */
  listening(connected: boolean): void;
  notified(payload: string): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** PGlite runs in this process: its notifications reach the callback before the writing statement returns. */
async function listenOnPglite(client: PGlite, events: RevisionEvents): Promise<Listener> {
  const unlisten = await client.listen(CATALOGUE_REVISION_CHANNEL, (payload) => events.notified(payload));
  events.listening(true);
  return {
    close: async () => {
      events.listening(false);
      if (!client.closed) await unlisten();
    },
  };
}

/** A dedicated PostgreSQL connection outside the pool, connected again (with backoff) whenever it is lost. */
class PostgresListener implements Listener {
  #client: pg.Client | undefined;
  #closed = false;
  #retryMs = RETRY_MIN_MS;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly events: RevisionEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  async connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ ...this.config, keepAlive: true, query_timeout: PING_TIMEOUT_MS });
    this.#client = client;
    client.on("error", (error) => this.#lost(client, error));
    client.on("end", () => this.#lost(client, new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === CATALOGUE_REVISION_CHANNEL && message.payload) this.events.notified(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_REVISION_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    this.#retryMs = RETRY_MIN_MS;
    this.events.listening(true);
    this.#ping = setInterval(() => {
      client.query("SELECT 1").catch((error: unknown) => this.#lost(client, error));
    }, PING_INTERVAL_MS);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#drop();
    await client?.end().catch(() => undefined);
  }

  #drop(): void {
    clearInterval(this.#ping);
    this.#client = undefined;
    this.events.listening(false);
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#drop();
    client.removeAllListeners("notification");
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.log.warn({ err: error }, `catalogue revision listener lost; connecting again in ${this.#retryMs} ms`);
    this.#retry = setTimeout(() => void this.connect(), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }
}

/**
 * Listens for catalogue revision notifications on the database behind `db` (its driver client, `db.$client`).
 * Resolves once the first attempt has listened or failed; a failed PostgreSQL connection keeps retrying.
 */
export async function listenForRevisions(db: Db, events: RevisionEvents, log: FastifyBaseLogger): Promise<Listener> {
  const client: unknown = "$client" in db ? db.$client : undefined;
  if (client instanceof PGlite) return listenOnPglite(client, events);
  if (client instanceof pg.Pool) {
    const listener = new PostgresListener(client.options, events, log);
    await listener.connect();
    return listener;
  }
  throw new Error("catalogue revisions: the database client is neither PGlite nor a pg pool");
}
