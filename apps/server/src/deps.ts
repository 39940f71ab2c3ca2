import type { FastifyBaseLogger } from "fastify";
import type { Passwords } from "./auth/passwords";
import type { CatalogueRevisions } from "./cache/catalogue-revisions";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/job-queue";
import type { Mailer } from "./mail/mailer";
import type { BlobStorage } from "./storage/blob-storage";
import type { UsageRecorder } from "./usage/usage-recorder";

/** What the routes and services are given: no module reaches for globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  passwords: Passwords;
  /** For work that finishes after the answer was sent (a request has its own `request.log`). */
  log: FastifyBaseLogger;
  /** The companies' catalogue revisions, kept in memory from the database's notifications. */
  catalogueRevisions: CatalogueRevisions;
  /** Long work run outside requests: handlers register their kind, services enqueue. */
  jobs: JobQueue;
  /** The companies' bandwidth and moderation counts, held in memory until stored. */
  usage: UsageRecorder;
  /** Files by key (uploads, generated files): the filesystem or S3, as configured (src/storage/). */
  storage: BlobStorage;
}
