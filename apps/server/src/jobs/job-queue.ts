import type { JobKind } from "@atelier/domain/shared/job.schema";
import type { FastifyBaseLogger } from "fastify";
import { addMs, type Clock, MINUTE } from "../clock";
import type { Db } from "../db/client";
import type { JobRow } from "../db/schema/jobs";
import { AppError } from "../errors/app-error";
import { appendJobLog, beatJob, claimNextJob, failStaleJobs, finishJob, insertJob, setJobMessage } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";

/** What a handler is given to run one job. */
export interface JobContext {
  job: JobRow;
  /** The parameters the job was queued with; the handler parses them with its own schema. */
  input: Record<string, unknown>;
  /** Aborted when the server shuts down: a long handler checks it between steps and stops early. */
  signal: AbortSignal;
  /**
   * Adds a line to the job's log (at `at`, or now), and `progress` sets the message users see while it runs.
   * Both write at once: on PGlite (one connection) a handler must not await them inside a transaction.
   */
  log(text: string, at?: Date): Promise<void>;
  progress(message: string): Promise<void>;
}

/** Runs one job of its kind; answers the final message. What it throws ends the job as Error. */
export type JobHandler = (context: JobContext) => Promise<string>;

/** A failure whose message tells users, in plain words, why the job stopped (like an AppError's). */
export class JobFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "JobFailure";
  }
}

export interface JobRequest {
  companyId: string;
  kind: JobKind;
  input: Record<string, unknown>;
  /** The user's full name or the API key's name, and the user's id when a user started it. */
  startedBy: { name: string; userId: string | null };
}

export interface JobQueueDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** How often the worker looks for jobs queued by other processes. */
const POLL_MS = 1000;
/** How often a running job shows it is alive, and after how long without a sign it counts as abandoned. */
const HEARTBEAT_MS = 30_000;
const STALE_AFTER_MS = 5 * MINUTE;
/** How often abandoned jobs are looked for, beside at start. */
const SWEEP_MS = MINUTE;

/**
 * The jobs of this process (ARCHITECTURE point 12): `enqueue` records a job and wakes the worker, which
 * runs queued jobs one at a time, oldest first, with the handler registered for their kind. Several
 * processes may run workers on one database: each claims a different job (see job.repo.ts).
 */
export class JobQueue {
  readonly #handlers = new Map<JobKind, JobHandler>();
  #loop: Promise<void> | undefined;
  #stopping = false;
  /** Set by `enqueue` so that a worker between two looks does not go to sleep. */
  #woken = false;
  #wake: (() => void) | undefined;
  #running: AbortController | undefined;
  #lastSweep = 0;
  #lastCreated = 0;

  constructor(
    private readonly deps: JobQueueDeps,
    private readonly pollMs = POLL_MS,
  ) {}

  /** Registers the handler of `kind`; the worker claims only the kinds it has handlers for. */
  handle(kind: JobKind, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /**
   * Queues a job and wakes the worker. `guard` runs first, in the same transaction, to refuse the job
   * (by throwing) from what is stored, e.g. the same work already queued.
   */
  async enqueue(request: JobRequest, guard?: (tx: Db) => Promise<void>): Promise<string> {
    const job = await this.deps.db.transaction(async (tx) => {
      if (guard) await guard(tx);
      return insertJob(tx, request.companyId, {
        kind: request.kind,
        input: request.input,
        startedBy: request.startedBy.name,
        startedByUserId: request.startedBy.userId,
        message: JOB_MESSAGES.queued,
        createdAt: this.#nextCreatedAt(),
      });
    });
    this.#woken = true;
    this.#wake?.();
    return job.id;
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
    this.#running?.abort();
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
      const timer = setTimeout(done, this.pollMs);
      timer.unref();
      this.#wake = done;
    });
  }

  async #sweep(): Promise<void> {
    const now = this.deps.clock();
    this.#lastSweep = now.getTime();
    try {
      const staleBefore = addMs(now, -STALE_AFTER_MS);
      const ended = await failStaleJobs(this.deps.db, staleBefore, JOB_MESSAGES.serverRestarted, now);
      if (ended > 0) this.deps.log.warn(`jobs: ended ${ended} job(s) abandoned by a stopped server`);
    } catch (error) {
      this.deps.log.error({ err: error }, "jobs: could not end abandoned jobs");
    }
  }

  async #run(job: JobRow): Promise<void> {
    const { db, clock, log } = this.deps;
    const controller = new AbortController();
    this.#running = controller;
    const heartbeat = this.#heartbeat(job);
    const context: JobContext = {
      job,
      input: job.input,
      signal: controller.signal,
      log: (text, at = clock()) => appendJobLog(db, job.companyId, job.id, { at: at.toISOString(), text }, clock()),
      progress: (message) => setJobMessage(db, job.companyId, job.id, message, clock()),
    };
    let end: Parameters<typeof finishJob>[3];
    try {
      const handler = this.#handlers.get(job.kind);
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      end = { status: "DoneSuccess", message: await handler(context) };
    } catch (error) {
      const shown = error instanceof AppError || error instanceof JobFailure;
      log[shown ? "warn" : "error"]({ err: error, jobId: job.id, kind: job.kind }, "job failed");
      const fallback = controller.signal.aborted ? JOB_MESSAGES.serverStopping : JOB_MESSAGES.failed;
      end = { status: "DoneFailure", message: shown ? error.message : fallback };
    } finally {
      this.#running = undefined;
      await heartbeat.stop();
    }
    try {
      await finishJob(db, job.companyId, job.id, end, clock());
    } catch (error) {
      log.error({ err: error, jobId: job.id }, "jobs: could not record the end of a job");
    }
  }

  /** Shows the job is alive every HEARTBEAT_MS until stopped (one write at a time). */
  #heartbeat(job: JobRow): { stop(): Promise<void> } {
    let writing: Promise<void> | undefined;
    const timer = setInterval(() => {
      writing ??= beatJob(this.deps.db, job.companyId, job.id, this.deps.clock())
        .catch((error: unknown) => this.deps.log.warn({ err: error, jobId: job.id }, "jobs: heartbeat failed"))
        .finally(() => {
          writing = undefined;
        });
    }, HEARTBEAT_MS);
    timer.unref();
    return {
      stop: async () => {
        clearInterval(timer);
        await writing;
      },
    };
  }
}
