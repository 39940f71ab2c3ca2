import type { JobLogLine } from "@atelier/domain/shared/job.schema";
import { addMs, HOUR } from "../clock";
import type { JobRow } from "../db/schema/jobs";
import { AppError } from "../errors/app-error";
import type { JobEnd } from "./job.repo";
import { durationWords, JOB_MESSAGES } from "./job-messages";

/** How a handler asks for retries: how many attempts in all, and the first backoff's ceiling. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
}

/** What a kind's handler is registered with. */
export interface JobOptions {
  /** Past this, the job's signal aborts and the job ends DoneFailure. */
  timeLimitMs: number;
  retry?: RetryPolicy | undefined;
}

/** A failure whose message tells users, in plain words, why the job stopped (like an AppError's). */
export class JobFailure extends Error {
  readonly retryable: boolean;
  /** `retryable`: a passing trouble (a remote service down); a handler with a retry policy runs again. */
  constructor(message: string, options?: { cause?: unknown; retryable?: boolean }) {
    super(message, options);
    this.name = "JobFailure";
    this.retryable = options?.retryable ?? false;
  }
}

export type JobStopReason = "cancel" | "timeLimit" | "shutdown";

/** Why a job's signal aborted: its reason, so that the end can say so. */
export class JobStopped extends Error {
  constructor(readonly reason: JobStopReason) {
    super(`job stopped: ${reason}`);
    this.name = "JobStopped";
  }
}

/** The longest wait between two attempts, however many came before. */
const MAX_BACKOFF_MS = HOUR;

/** Exponential backoff with full jitter: a random wait from 0 to baseDelayMs * 2^(attempt - 1), capped. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}

/** Unexpected errors (a dropped connection, a deadlock) may pass; a readable failure only when it says so. */
function isRetryable(error: unknown): boolean {
  if (error instanceof JobFailure) return error.retryable;
  return !(error instanceof AppError);
}

export type JobOutcome =
  | { kind: "end"; end: JobEnd }
  | { kind: "retry"; runAfter: Date; message: string; line: JobLogLine };

/**
 * How a job that threw ends: stopped (cancelled, over its time limit, the server stopping), queued again
 * when its kind retries and attempts are left, or DoneFailure with a readable message (JobFailure,
 * AppError) or DoneException with a generic one.
 */
export function failedOutcome(
  error: unknown,
  stop: JobStopReason | undefined,
  job: Pick<JobRow, "attempts">,
  options: JobOptions,
  now: Date,
  random: () => number = Math.random,
): JobOutcome {
  const at = now.toISOString();
  const end = (status: JobEnd["status"], message: string, level: "warn" | "error" = "error"): JobOutcome => ({
    kind: "end",
    end: { status, message, line: { at, text: message, level } },
  });
  if (stop === "cancel") return end("Cancelled", JOB_MESSAGES.cancelled, "warn");
  if (stop === "timeLimit") return end("DoneFailure", JOB_MESSAGES.timeLimit(durationWords(options.timeLimitMs)));
  if (stop === "shutdown") return end("DoneFailure", JOB_MESSAGES.serverStopping);
  const shown = error instanceof AppError || error instanceof JobFailure;
  const message = shown ? error.message : JOB_MESSAGES.failed;
  const retry = options.retry;
  if (retry && isRetryable(error) && job.attempts < retry.attempts) {
    const delay = retryDelayMs(retry, job.attempts, random);
    const text = JOB_MESSAGES.retrying(job.attempts, retry.attempts, message, durationWords(delay));
    return { kind: "retry", runAfter: addMs(now, delay), message: text, line: { at, text, level: "warn" } };
  }
  return end(shown ? "DoneFailure" : "DoneException", message);
}
