import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app";
import type { Clock } from "../src/clock";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import type { AppDeps } from "../src/deps";
import { memoryMailer, type OutboxEntry } from "../src/mail/mailer";

export interface TestApp {
  app: FastifyInstance;
  db: Database["db"];
  config: Config;
  outbox: OutboxEntry[];
  /** Moves the app's clock forward (sessions, codes and the rate-limit window read it). */
  advanceClock(ms: number): void;
  resetClock(): void;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = "http://atelier.test";

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped again by the returned function. */
async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atelier_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** One migrated database per test file: in-memory PGlite, or PostgreSQL when TEST_DB=postgres. */
export async function createTestApp(
  options: { extraRoutes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>; webDist?: string } = {},
): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  if (process.env.TEST_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const created = await createPostgresDatabase(serverUrl);
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url });
  } else {
    database = await openDatabase({});
  }
  await database.migrate();

  const config: Config = {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, SEED_DEMO: "false", LOG_LEVEL: "silent" }),
    webDist: options.webDist ?? "/nonexistent-web-dist",
    hashCost: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  };
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  const mailer = memoryMailer();
  const app = await buildApp({ config, db: database.db, mailer, clock, extraRoutes: options.extraRoutes });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    outbox: mailer.outbox,
    advanceClock: (ms) => {
      offset += ms;
    },
    resetClock: () => {
      offset = 0;
    },
    close: async () => {
      await app.close();
      await database.close();
      if (drop) await drop();
    },
  };
}
