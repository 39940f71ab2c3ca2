import type { JobKind, JobLogLine, JobStatus } from "@atelier/domain/shared/job.schema";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type JobRow, jobs } from "../db/schema/jobs";

export interface NewJob {
  kind: JobKind;
  input: Record<string, unknown>;
  startedBy: string;
  startedByUserId: string | null;
  message: string;
  createdAt: Date;
}

export async function insertJob(db: Db, companyId: string, values: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error("job insert returned no row");
  return row;
}

export async function findJob(db: Db, companyId: string, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .limit(1);
  return row;
}

/**
 * Takes the oldest queued job of one of `kinds`, whatever its company (the worker serves them all), and
 * marks it Running. SKIP LOCKED lets workers of several processes claim at once, each a different job.
 */
export async function claimNextJob(db: Db, kinds: readonly JobKind[], now: Date): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "NotYetRunning"), inArray(jobs.kind, [...kinds])))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ status: "Running", startedAt: now, heartbeatAt: now })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return row;
}

/** Adds a line to the job's log; the write also shows the job is alive. */
export async function appendJobLog(db: Db, companyId: string, jobId: string, line: JobLogLine, now: Date) {
  await db
    .update(jobs)
    .set({ log: sql`${jobs.log} || ${JSON.stringify([line])}::jsonb`, heartbeatAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
}

export async function setJobMessage(db: Db, companyId: string, jobId: string, message: string, now: Date) {
  await db
    .update(jobs)
    .set({ message, heartbeatAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
}

export async function beatJob(db: Db, companyId: string, jobId: string, now: Date) {
  await db
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
}

export async function finishJob(
  db: Db,
  companyId: string,
  jobId: string,
  end: { status: Extract<JobStatus, "DoneSuccess" | "DoneFailure">; message: string },
  now: Date,
) {
  await db
    .update(jobs)
    .set({ ...end, finishedAt: now, heartbeatAt: now })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
}

/**
 * Ends as Error, in every company, the Running jobs whose worker has not been heard of since `staleBefore`:
 * their process stopped without finishing them. Answers how many.
 */
export async function failStaleJobs(db: Db, staleBefore: Date, message: string, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: "DoneFailure", message, finishedAt: now })
    .where(and(eq(jobs.status, "Running"), lt(sql`coalesce(${jobs.heartbeatAt}, ${jobs.createdAt})`, staleBefore)))
    .returning({ id: jobs.id });
  return rows.length;
}
