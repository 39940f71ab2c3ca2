import type { JobKind, JobLogLine, JobStatus } from "@atelier/domain/shared/job.schema";
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type JobRow, jobs } from "../db/schema/jobs";

export interface NewJob {
  kind: JobKind;
  input: Record<string, unknown>;
  description: string;
  relatedEntityId: string | null;
  startedBy: string;
  startedByUserId: string | null;
  message: string;
  createdAt: Date;
}

/** A job as lists show it: everything but its log and its input. */
export type JobListRow = Omit<JobRow, "log" | "input">;

export async function insertJob(db: Db, companyId: string, values: NewJob): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, ...values, runAfter: values.createdAt })
    .returning();
  if (!row) throw new Error("job insert returned no row");
  return row;
}

const byId = (companyId: string, jobId: string) => and(eq(jobs.companyId, companyId), eq(jobs.id, jobId));

/** The company's job; `lock` holds it (FOR UPDATE) to the end of the transaction, so no worker claims it meanwhile. */
export async function findJob(db: Db, companyId: string, jobId: string, lock = false): Promise<JobRow | undefined> {
  const query = db.select().from(jobs).where(byId(companyId, jobId)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export interface JobFilter {
  status?: JobStatus | undefined;
  kind?: JobKind | undefined;
  /** Only the jobs this user started. */
  startedByUserId?: string | undefined;
}

/** A page of the company's jobs, newest first, without their logs, and how many match in all. */
export async function listJobs(
  db: Db,
  companyId: string,
  filter: JobFilter,
  page: { take: number; skip: number },
): Promise<{ rows: JobListRow[]; total: number }> {
  const conditions: SQL[] = [eq(jobs.companyId, companyId)];
  if (filter.status) conditions.push(eq(jobs.status, filter.status));
  if (filter.kind) conditions.push(eq(jobs.kind, filter.kind));
  if (filter.startedByUserId) conditions.push(eq(jobs.startedByUserId, filter.startedByUserId));
  const where = and(...conditions);
  const { log: _log, input: _input, ...columns } = getTableColumns(jobs);
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.take)
    .offset(page.skip);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Takes the oldest queued job of one of `kinds` that is due, whatever its company (the worker serves them
 * all), marks it Running and counts the attempt. SKIP LOCKED lets workers of several processes claim at
 * once, each a different job, and passes over a job being cancelled.
 */
export async function claimNextJob(db: Db, kinds: readonly JobKind[], now: Date): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "NotYetRunning"), inArray(jobs.kind, [...kinds]), lte(jobs.runAfter, now)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ status: "Running", startedAt: now, heartbeatAt: now, attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return row;
}

const appended = (line: JobLogLine) => sql`${jobs.log} || ${JSON.stringify([line])}::jsonb`;

/** Adds a line to the job's log; the write also shows the job is alive. */
export async function appendJobLog(db: Db, companyId: string, jobId: string, line: JobLogLine, now: Date) {
  await db
    .update(jobs)
    .set({ log: appended(line), heartbeatAt: now })
    .where(byId(companyId, jobId));
}

/** Sets the percent done (null: cannot tell) and, when given, the message users see while it runs. */
export async function setJobProgress(
  db: Db,
  companyId: string,
  jobId: string,
  progress: { percent: number | null; message?: string | undefined },
  now: Date,
) {
  await db
    .update(jobs)
    .set({
      progress: progress.percent,
      heartbeatAt: now,
      ...(progress.message === undefined ? {} : { message: progress.message }),
    })
    .where(byId(companyId, jobId));
}

/** Shows the running job is alive; answers whether someone asked to cancel it. */
export async function beatJob(db: Db, companyId: string, jobId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ heartbeatAt: now })
    .where(byId(companyId, jobId))
    .returning({ cancelRequestedAt: jobs.cancelRequestedAt });
  return row?.cancelRequestedAt != null;
}

export interface JobEnd {
  status: Exclude<JobStatus, "NotYetRunning" | "Running">;
  message: string;
  /** A last line for the log (why it failed, who cancelled). */
  line?: JobLogLine | undefined;
}

export async function finishJob(db: Db, companyId: string, jobId: string, end: JobEnd, now: Date) {
  await db
    .update(jobs)
    .set({
      status: end.status,
      message: end.message,
      finishedAt: now,
      heartbeatAt: now,
      ...(end.line ? { log: appended(end.line) } : {}),
    })
    .where(byId(companyId, jobId));
}

/** Queues a failed attempt again, to be claimed from `runAfter` on, with the line that says so. */
export async function rescheduleJob(
  db: Db,
  companyId: string,
  jobId: string,
  retry: { runAfter: Date; message: string; line: JobLogLine },
) {
  await db
    .update(jobs)
    .set({
      status: "NotYetRunning",
      runAfter: retry.runAfter,
      message: retry.message,
      log: appended(retry.line),
      heartbeatAt: null,
    })
    .where(byId(companyId, jobId));
}

/** Ends a queued job as Cancelled at once; answers it, or nothing when it was no longer queued. */
export async function cancelQueuedJob(
  db: Db,
  companyId: string,
  jobId: string,
  end: Omit<JobEnd, "status">,
  now: Date,
) {
  const [row] = await db
    .update(jobs)
    .set({
      status: "Cancelled",
      message: end.message,
      cancelRequestedAt: now,
      finishedAt: now,
      ...(end.line ? { log: appended(end.line) } : {}),
    })
    .where(and(byId(companyId, jobId), eq(jobs.status, "NotYetRunning")))
    .returning();
  return row;
}

/** Marks a running job to be cancelled: its worker sees it through the heartbeat (or at once in this process). */
export async function requestJobCancel(db: Db, companyId: string, jobId: string, line: JobLogLine, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({ cancelRequestedAt: now, log: appended(line) })
    .where(and(byId(companyId, jobId), eq(jobs.status, "Running")))
    .returning();
  return row;
}

/**
 * Ends, in every company, the Running jobs whose worker has not been heard of since `staleBefore`: their
 * process stopped without finishing them (a cancel asked for meanwhile ends them Cancelled). Answers how many.
 */
export async function failStaleJobs(
  db: Db,
  staleBefore: Date,
  message: { failed: string; cancelled: string },
  now: Date,
) {
  const stale = and(eq(jobs.status, "Running"), lt(sql`coalesce(${jobs.heartbeatAt}, ${jobs.createdAt})`, staleBefore));
  const cancelled = await db
    .update(jobs)
    .set({ status: "Cancelled", message: message.cancelled, finishedAt: now })
    .where(and(stale, isNotNull(jobs.cancelRequestedAt)))
    .returning({ id: jobs.id });
  const failed = await db
    .update(jobs)
    .set({ status: "DoneFailure", message: message.failed, finishedAt: now })
    .where(stale)
    .returning({ id: jobs.id });
  return cancelled.length + failed.length;
}

/** Deletes, in every company, the jobs that finished before `before`; answers how many. */
export async function deleteFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(jobs).where(lt(jobs.finishedAt, before)).returning({ id: jobs.id });
  return rows.length;
}
