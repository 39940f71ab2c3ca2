import type { JobKind, JobLogLine, JobStatus } from "@atelier/domain/shared/job.schema";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, timestampColumn } from "./columns";
import { companyIdColumn } from "./company-scope";

/**
 * Long work that runs outside a request (ARCHITECTURE point 12): the worker claims queued rows, runs the
 * kind's handler, and records its progress message, log and end. heartbeatAt shows a running job is alive.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    kind: text("kind").$type<JobKind>().notNull(),
    status: text("status").$type<JobStatus>().notNull().default("NotYetRunning"),
    /** What the job does, in words ("Copy to Staging"); the Operations list shows it. */
    description: text("description").notNull().default(""),
    message: text("message").notNull().default(""),
    /** Percent done (0-100) while running, when the handler can tell; null when it cannot. */
    progress: integer("progress"),
    /** The entity the job works on (a product, a recipe, an import), when there is one. */
    relatedEntityId: text("related_entity_id"),
    /** How many times the handler has started; a handler that asks for retries runs again after a backoff. */
    attempts: integer("attempts").notNull().default(0),
    /** Not claimed before this time (the backoff before a retry). */
    runAfter: timestampColumn("run_after").notNull().defaultNow(),
    /** Set by a cancel request; the running handler sees it through its signal and stops. */
    cancelRequestedAt: timestampColumn("cancel_requested_at"),
    log: jsonb("log").$type<JobLogLine[]>().notNull().default([]),
    /** The kind's own parameters (for a copy: the target workspace and the notes). */
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    /** Full name of the user, or name of the API key, that started the job. */
    startedBy: text("started_by").notNull(),
    startedByUserId: text("started_by_user_id"),
    createdAt: createdAtColumn(),
    startedAt: timestampColumn("started_at"),
    finishedAt: timestampColumn("finished_at"),
    heartbeatAt: timestampColumn("heartbeat_at"),
  },
  (t) => [
    index("jobs_company_idx").on(t.companyId, t.createdAt),
    index("jobs_status_idx").on(t.status, t.runAfter, t.createdAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
