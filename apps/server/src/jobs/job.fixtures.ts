import type { TestApp } from "../../test/test-app";
import type { Clock } from "../clock";
import type { JobRow } from "../db/schema/jobs";
import { insertJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { type JobHandler, type JobOptions, JobQueue, type JobQueueTiming, type JobRequest } from "./job-queue";

/** A promise with its resolve function outside. */
export function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The worker's pace in tests: a look every 10 ms, a heartbeat every 20 ms, 200 ms of grace. */
export const FAST: JobQueueTiming = { pollMs: 10, heartbeatMs: 20, graceMs: 200 };

/**
 * A queue of its own (a second process, as far as the database can tell) running `handler` for the one job
 * kind there is: tests register their handlers on copyInstance rather than adding kinds to the product.
 */
export function testQueue(
  t: Pick<TestApp, "db" | "app">,
  handler: JobHandler,
  options: JobOptions = { timeLimitMs: 60_000 },
  clock: Clock = () => new Date(),
): JobQueue {
  const queue = new JobQueue({ db: t.db, log: t.app.log, clock }, FAST);
  queue.handle("copyInstance", handler, options);
  return queue;
}

export const jobRequest = (companyId: string, n: number, userId: string | null = null): JobRequest => ({
  companyId,
  kind: "copyInstance",
  input: { n },
  description: `Test job ${n}`,
  startedBy: { name: "Test Person", userId },
});

/** A job written straight through the repo (no worker sees it unless one runs for its kind). */
export function storedJob(
  t: Pick<TestApp, "db">,
  companyId: string,
  values: Partial<Parameters<typeof insertJob>[2]> = {},
): Promise<JobRow> {
  return insertJob(t.db, companyId, {
    kind: "copyInstance",
    input: { instanceId: "elsewhere", notes: "" },
    description: "Copy to Elsewhere",
    relatedEntityId: null,
    startedBy: "Admin Person",
    startedByUserId: null,
    message: JOB_MESSAGES.queued,
    createdAt: new Date(),
    ...values,
  });
}
