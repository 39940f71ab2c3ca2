/**
 * The API test harness. A new `src/modules/<resource>/<resource>.int.test.ts` looks like this:
 *
 *   const t = useTestApp(); // one fresh, migrated database and app for the file; the clock reset after each test
 *
 *   it("lists the company's products", async () => {
 *     const { company, admin, viewer } = await createCompanyWithEveryRole(t.db);
 *     const asAdmin = await signedIn(t.app, admin);
 *     expect((await asAdmin.get("product")).status).toBe(200);
 *   });
 *
 * Build data with test/factories.ts (or the module's own repo), call the API through test/http.ts
 * (`signedIn`, `apiClient`, `get`, `post`, ...), and read mail from `t.outbox`. `t.advanceClock(ms)` moves
 * the server's time. A job started by a call runs in the app's worker: `t.waitForJob(jobId)` waits for
 * its end. The same file runs on in-memory PGlite (`npx vitest run --project api`) and on PostgreSQL
 * (`TEST_DB=postgres TEST_DATABASE_URL=postgres://... npx vitest run --project api`): each file gets its
 * own database there, dropped at the end, so files never see each other's rows. Tests in
 * one file share the database: create the rows each test needs (unique e-mails with `uniqueEmail()`).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isJobFinished } from "@atelier/domain/shared/job.schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import type { Clock } from "../src/clock";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { type JobRow, jobs } from "../src/db/schema/jobs";
import type { AppDeps } from "../src/deps";
import type { JobQueue } from "../src/jobs/job-queue";
import { memoryMailer, type OutboxEntry } from "../src/mail/mailer";
import type { BlobStorage } from "../src/storage/blob-storage";
import { FsBlobStorage } from "../src/storage/fs-blob-storage";

export interface TestApp {
  app: FastifyInstance;
  db: Database["db"];
  config: Config;
  outbox: OutboxEntry[];
  /** Moves the app's clock forward (sessions, codes and the rate-limit window read it). */
  advanceClock(ms: number): void;
  resetClock(): void;
  /** The app's job queue: tests may stop its worker (to see a job queued) and start it again. */
  jobs: JobQueue;
  /** The app's blob storage: the filesystem driver in a temporary folder of the test file's own. */
  storage: BlobStorage;
  /** Waits until the job has ended (DoneSuccess or Error) and answers its row. */
  waitForJob(jobId: string): Promise<JobRow>;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = "http://atelier.test";
/** The key the tests' stored secrets are sealed with (32 bytes, base64), so that no key file is made in DATA_DIR. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString("base64");
/** argon2id at its cheapest, so tests that hash stay fast. */
export const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** How often and how many times waitForJob looks at the job (about 25 s in all). */
const JOB_WAIT_MS = 25;
const JOB_WAIT_TRIES = 1000;

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
      // pool.end() resolves before its sockets have closed: wait for them, so FORCE never cuts a live one.
      for (let tries = 0; tries < 40; tries++) {
        const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((done) => setTimeout(done, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Routes added for the test only (under /api/v1 they must declare `config.auth` like any other). */
  extraRoutes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** A folder holding a built web app; none by default. */
  webDist?: string;
  /** Settings that differ from the tests' configuration (e.g. low rate limits). */
  config?: Partial<Config>;
}

/** One migrated database per test file: in-memory PGlite, or PostgreSQL when TEST_DB=postgres. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
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
    ...loadConfig({
      PUBLIC_URL: TEST_PUBLIC_URL,
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      AUDIT_STRICT: "true",
      SECRETS_KEY: TEST_SECRETS_KEY,
    }),
    webDist: options.webDist ?? "/nonexistent-web-dist",
    hashCost: TEST_HASH_COST,
    ...options.config,
  };
  let offset = 0;
  const clock: Clock = () => new Date(Date.now() + offset);
  const mailer = memoryMailer();
  let deps: AppDeps | undefined;
  const blobDir = await mkdtemp(join(tmpdir(), "atelier-blobs-"));
  const storage = await FsBlobStorage.open(blobDir);
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    clock,
    storage,
    extraRoutes: async (built, given) => {
      deps = given;
      await options.extraRoutes?.(built, given);
    },
  });
  await app.ready();
  if (!deps) throw new Error("the app was built without its deps");
  const { db } = database;
  return {
    app,
    db,
    config,
    outbox: mailer.outbox,
    advanceClock: (ms) => {
      offset += ms;
    },
    resetClock: () => {
      offset = 0;
    },
    jobs: deps.jobs,
    storage,
    waitForJob: async (jobId) => {
      for (let tries = 0; tries < JOB_WAIT_TRIES; tries++) {
        const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
        if (!job) throw new Error(`no job ${jobId}`);
        if (isJobFinished(job.status)) return job;
        await new Promise((done) => setTimeout(done, JOB_WAIT_MS));
      }
      throw new Error(`job ${jobId} did not end`);
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(blobDir, { recursive: true, force: true });
      if (drop) await drop();
    },
  };
}

/**
 * Opens a test app before the file's tests and closes it after them, resetting the clock after each
 * test. The answer can be kept at the top of the file; its fields are readable once the tests run.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let opened: TestApp | undefined;
  const current = (): TestApp => {
    if (!opened) throw new Error("the test app opens in beforeAll: use it inside tests and hooks");
    return opened;
  };
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterEach(() => opened?.resetClock());
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get outbox() {
      return current().outbox;
    },
    advanceClock: (ms) => current().advanceClock(ms),
    resetClock: () => current().resetClock(),
    get jobs() {
      return current().jobs;
    },
    get storage() {
      return current().storage;
    },
    waitForJob: (jobId) => current().waitForJob(jobId),
    close: () => current().close(),
  };
}
