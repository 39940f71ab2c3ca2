import type { JobKind, JobLogLevel } from "@atelier/domain/shared/job.schema";
import type { FastifyBaseLogger } from "fastify";
import { type AuditActor, type AuditWrite, recordAudit } from "../audit/audit-recorder";
import { addMs, type Clock, DAY, MINUTE } from "../clock";
import type { Db } from "../db/client";
import type { JobRow } from "../db/schema/jobs";
import { toJobSummaryDto } from "./job.dto";
import {
  appendJobLog,
  beatJob,
  claimNextJob,
  deleteFinishedJobs,
  failStaleJobs,
  finishJob,
  insertJob,
  rescheduleJob,
  setJobProgress,
} from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { failedOutcome, type JobOptions, type JobOutcome, JobStopped } from "./job-outcome";

export { JobFailure, type JobOptions } from "./job-outcome";

/**
 * What a handler is given to run one job. Long work commits in parts (no transaction over a few hundred
 * milliseconds) and lets the event loop turn between statements: on PGlite, statements answered without
 * I/O would otherwise hold every request until the job ends (decisions/server-workspace-copy-in-parts.md).
 */
export interface JobContext {
  job: JobRow;
  /** The parameters the job was queued with; the handler parses them with its own schema. */
  input: Record<string, unknown>;
  /**
   * Aborted when the job is cancelled, runs past its time limit, or the server shuts down: a long handler
   * checks it between steps and stops early (a handler that ignores it is given up on after a grace time).
   */
  signal: AbortSignal;
  /**
   * Adds a line to the job's log (at `at`, or now), and `progress` sets the percent done (null: cannot
   * tell) and, when given, the message users see while it runs. Both write at once: on PGlite (one
   * connection) a handler must not await them inside a transaction.
   */
  log(text: string, level?: JobLogLevel, at?: Date): Promise<void>;
  progress(percent: number | null, message?: string): Promise<void>;
}

/** Runs one job of its kind; answers the final message. What it throws ends the job (see job-outcome.ts). */
export type JobHandler = (context: JobContext) => Promise<string>;

export interface JobRequest {
  companyId: string;
  kind: JobKind;
  input: Record<string, unknown>;
  /** What the job does, in words ("Copy to Staging"), for the Operations list. */
  description: string;
  relatedEntityId?: string | null;
  /** The user's full name or the API key's name, and the user's id when a user started it. */
  startedBy: { name: string; userId: string | null };
  /** Who asked for it: the job's creation is recorded in the audit trail against them, with the job. */
  actor?: AuditActor | undefined;
}

export interface JobQueueDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** The worker's pace: tests shorten it. */
export interface JobQueueTiming {
  /** How often the worker looks for jobs queued by other processes (or due again). */
  pollMs: number;
  /** How often a running job shows it is alive and looks for a cancel asked through another process. */
  heartbeatMs: number;
  /** How long a stopped job's handler is waited for before the job is ended without it. */
  graceMs: number;
}

const TIMING: JobQueueTiming = { pollMs: 1000, heartbeatMs: 10_000, graceMs: 10_000 };
/** After how long without a sign a running job counts as abandoned, and how often such jobs are looked for. */
const STALE_AFTER_MS = 5 * MINUTE;
const SWEEP_MS = MINUTE;
/** Finished jobs are deleted this long after their end (docs/decisions/server-jobs-grown-up.md). */
export const JOB_RETENTION_MS = 30 * DAY;

interface Registered {
  handler: JobHandler;
  options: JobOptions;
}

/**
 * The jobs of this process (ARCHITECTURE point 12): `enqueue` records a job and wakes the worker, which
 * runs due jobs one at a time, oldest first, with the handler registered for their kind. Several
 * processes may run workers on one database: each claims a different job (see job.repo.ts).
 */
export class JobQueue {
  readonly #handlers = new Map<JobKind, Registered>();
  readonly #timing: JobQueueTiming;
  #loop: Promise<void> | undefined;
  #stopping = false;
  /** Set by `enqueue` so that a worker between two looks does not go to sleep. */
  #woken = false;
  #wake: (() => void) | undefined;
  #running: { jobId: string; controller: AbortController } | undefined;
  #lastSweep = 0;
  #lastCreated = 0;

  constructor(
    private readonly deps: JobQueueDeps,
    timing: Partial<JobQueueTiming> = {},
  ) {
    this.#timing = { ...TIMING, ...timing };
  }

  /** Registers the handler of `kind` with its time limit and retries; the worker claims only those kinds. */
  handle(kind: JobKind, handler: JobHandler, options: JobOptions): void {
    this.#handlers.set(kind, { handler, options });
  }

  /**
   * Queues a job and wakes the worker. `guard` runs first, in the same transaction, to refuse the job
   * (by throwing) from what is stored, e.g. the same work already queued.
   */
  async enqueue(request: JobRequest, guard?: (tx: Db) => Promise<void>): Promise<string> {
    const job = await this.deps.db.transaction(async (tx) => {
      if (guard) await guard(tx);
      const row = await insertJob(tx, request.companyId, {
        kind: request.kind,
        input: request.input,
        description: request.description,
        relatedEntityId: request.relatedEntityId ?? null,
        startedBy: request.startedBy.name,
        startedByUserId: request.startedBy.userId,
        message: JOB_MESSAGES.queued,
        createdAt: this.#nextCreatedAt(),
      });
      if (request.actor) await recordAudit(tx, request.actor, row.createdAt, jobCreated(row));
      return row;
    });
    this.#woken = true;
    this.#wake?.();
    return job.id;
  }

  /** Stops the job at once if this process runs it (its signal aborts); job.service.ts records the request. */
  cancel(jobId: string): void {
    if (this.#running?.jobId === jobId) this.#running.controller.abort(new JobStopped("cancel"));
  }

  /** Ends jobs abandoned by a stopped process, then starts the worker. */
  async start(): Promise<void> {
    if (this.#loop) return;
    this.#stopping = false;
    const swept = this.#sweep();
    this.#loop = swept.then(() => this.#work());
    await swept;
  }

  /** Stops the worker: a running job is told to stop (its signal) and awaited. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#running?.controller.abort(new JobStopped("shutdown"));
    this.#wake?.();
    await this.#loop;
    this.#loop = undefined;
  }

  /** Creation times strictly increase within the process, so jobs queued in one millisecond keep their order. */
  #nextCreatedAt(): Date {
    this.#lastCreated = Math.max(this.deps.clock().getTime(), this.#lastCreated + 1);
    return new Date(this.#lastCreated);
  }

  async #work(): Promise<void> {
    while (!this.#stopping) {
      this.#woken = false;
      if (this.deps.clock().getTime() - this.#lastSweep >= SWEEP_MS) await this.#sweep();
      const job = await this.#claim();
      if (job) await this.#run(job);
      else if (!this.#woken && !this.#stopping) await this.#sleep();
    }
  }

  async #claim(): Promise<JobRow | undefined> {
    try {
      return await claimNextJob(this.deps.db, [...this.#handlers.keys()], this.deps.clock());
    } catch (error) {
      this.deps.log.error({ err: error }, "jobs: could not claim the next job");
      return undefined;
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.#timing.pollMs);
      timer.unref();
      this.#wake = done;
    });
  }

  /** Ends the jobs abandoned by a stopped process, and deletes the jobs finished over JOB_RETENTION_MS ago. */
  async #sweep(): Promise<void> {
    const { db, clock, log } = this.deps;
    const now = clock();
    this.#lastSweep = now.getTime();
    try {
      const messages = { failed: JOB_MESSAGES.serverRestarted, cancelled: JOB_MESSAGES.cancelled };
      const ended = await failStaleJobs(db, addMs(now, -STALE_AFTER_MS), messages, now);
      if (ended > 0) log.warn(`jobs: ended ${ended} job(s) abandoned by a stopped server`);
      const pruned = await deleteFinishedJobs(db, addMs(now, -JOB_RETENTION_MS));
      if (pruned > 0) log.info(`jobs: deleted ${pruned} job(s) finished over ${JOB_RETENTION_MS / DAY} days ago`);
    } catch (error) {
      log.error({ err: error }, "jobs: could not sweep the jobs");
    }
  }

  async #run(job: JobRow): Promise<void> {
    const { db, clock, log } = this.deps;
    const controller = new AbortController();
    this.#running = { jobId: job.id, controller };
    const registered = this.#handlers.get(job.kind);
    const options = registered?.options ?? { timeLimitMs: MINUTE };
    const limit = setTimeout(() => controller.abort(new JobStopped("timeLimit")), options.timeLimitMs);
    limit.unref();
    const heartbeat = this.#heartbeat(job, controller);
    const context: JobContext = {
      job,
      input: job.input,
      signal: controller.signal,
      log: (text, level = "info", at = clock()) =>
        appendJobLog(db, job.companyId, job.id, { at: at.toISOString(), text, level }, clock()),
      progress: (percent, message) =>
        setJobProgress(db, job.companyId, job.id, { percent: percentOf(percent), message }, clock()),
    };
    let outcome: JobOutcome;
    try {
      if (!registered) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const message = await this.#call(registered.handler, context, controller.signal);
      outcome = { kind: "end", end: { status: "DoneSuccess", message } };
    } catch (error) {
      const reason = controller.signal.reason;
      const stop = controller.signal.aborted && reason instanceof JobStopped ? reason.reason : undefined;
      outcome = failedOutcome(error, stop, job, options, clock());
      const level = outcome.kind === "end" && outcome.end.status === "DoneException" ? "error" : "warn";
      log[level]({ err: error, jobId: job.id, kind: job.kind, stop }, "job failed");
    } finally {
      clearTimeout(limit);
      this.#running = undefined;
      await heartbeat.stop();
    }
    try {
      if (outcome.kind === "end") await finishJob(db, job.companyId, job.id, outcome.end, clock());
      else await rescheduleJob(db, job.companyId, job.id, outcome);
    } catch (error) {
      log.error({ err: error, jobId: job.id }, "jobs: could not record the end of a job");
    }
  }

  /** The handler's answer; once the signal aborts, the handler has graceMs to stop before it is given up on. */
  #call(handler: JobHandler, context: JobContext, signal: AbortSignal): Promise<string> {
    const givenUp = new Promise<never>((_done, fail) => {
      signal.addEventListener("abort", () => setTimeout(() => fail(signal.reason), this.#timing.graceMs).unref(), {
        once: true,
      });
    });
    return Promise.race([handler(context), givenUp]);
  }

  /** Shows the job is alive every heartbeatMs (one write at a time), and stops it when a cancel was asked for. */
  #heartbeat(job: JobRow, controller: AbortController): { stop(): Promise<void> } {
    let writing: Promise<void> | undefined;
    const timer = setInterval(() => {
      writing ??= beatJob(this.deps.db, job.companyId, job.id, this.deps.clock())
        .then((cancelAsked) => {
          if (cancelAsked) controller.abort(new JobStopped("cancel"));
        })
        .catch((error: unknown) => this.deps.log.warn({ err: error, jobId: job.id }, "jobs: heartbeat failed"))
        .finally(() => {
          writing = undefined;
        });
    }, this.#timing.heartbeatMs);
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await writing;
      },
    };
  }
}

/** The audit entry of a job's creation (its cancel is recorded by job.service.ts). */
export function jobCreated(row: JobRow): AuditWrite {
  return {
    resourceType: "jobstatus",
    resourceId: row.id,
    resourcePath: `jobstatus/${row.id}`,
    resourceLabel: row.description || row.kind,
    action: "create",
    after: toJobSummaryDto(row),
  };
}

/** A percent as stored: a whole number from 0 to 100, or null. */
function percentOf(percent: number | null): number | null {
  if (percent === null || !Number.isFinite(percent)) return null;
  return Math.min(100, Math.max(0, Math.round(percent)));
}
