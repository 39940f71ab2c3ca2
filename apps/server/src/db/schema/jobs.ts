import type { JobKind, JobLogLine, JobStatus } from "@atelier/domain/shared/job.schema";
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
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
    status: text("status").$type<JobStatus>().notNull().default("Queued"),
    message: text("message").notNull().default(""),
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
  (t) => [index("jobs_company_idx").on(t.companyId, t.createdAt), index("jobs_status_idx").on(t.status, t.createdAt)],
);

export type JobRow = typeof jobs.$inferSelect;
