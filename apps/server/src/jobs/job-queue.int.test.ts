import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { MINUTE } from "../clock";
import { type JobRow, jobs } from "../db/schema/jobs";
import { AppError } from "../errors/app-error";
import { findJob, insertJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { JobFailure, type JobHandler, JobQueue } from "./job-queue";

const t = useTestApp();
let queue: JobQueue | undefined;

/** A queue of its own with `handler` for the one job kind; the app's own worker is stopped for this file. */
function queueWith(handler: JobHandler): JobQueue {
  queue = new JobQueue({ db: t.db, log: t.app.log, clock: () => new Date() }, 10);
  queue.handle("copyInstance", handler);
  return queue;
}

/** A promise with its resolve function outside. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const request = (companyId: string, n: number) => ({
  companyId,
  kind: "copyInstance" as const,
  input: { n },
  startedBy: { name: "Test Person", userId: null },
});

beforeAll(async () => {
  await t.jobs.stop();
});

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

describe("the job worker", () => {
  it("runs queued jobs one at a time, oldest first, with their log, progress and final message", async () => {
    const company = await createCompany(t.db);
    const started = [deferred(), deferred(), deferred()];
    const release = [deferred(), deferred(), deferred()];
    const events: string[] = [];
    const worker = queueWith(async ({ input, log, progress }) => {
      const n = Number(input.n);
      events.push(`start ${n}`);
      await progress(`Working on ${n}`);
      await log(`line of ${n}`);
      started[n]?.resolve();
      await release[n]?.promise;
      events.push(`end ${n}`);
      return `Done ${n}`;
    });
    const ids: string[] = [];
    for (const n of [0, 1, 2]) ids.push(await worker.enqueue(request(company.id, n)));
    const statuses = async () => Promise.all(ids.map(async (id) => (await findJob(t.db, company.id, id))?.status));

    await worker.start();
    await started[0]?.promise;
    expect(await statuses()).toEqual(["Running", "NotYetRunning", "NotYetRunning"]);
    release[0]?.resolve();
    await started[1]?.promise;
    expect(await statuses()).toEqual(["DoneSuccess", "Running", "NotYetRunning"]);
    release[1]?.resolve();
    release[2]?.resolve();
    const last = await t.waitForJob(ids[2] ?? "");

    expect(events).toEqual(["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]);
    expect(last).toMatchObject({ status: "DoneSuccess", message: "Done 2" });
    expect(last.log.map((line) => line.text)).toEqual(["line of 2"]);
    const first = await findJob(t.db, company.id, ids[0] ?? "");
    expect(first?.startedAt?.getTime()).toBeLessThanOrEqual(first?.finishedAt?.getTime() ?? 0);
    expect((await findJob(t.db, company.id, ids[1] ?? ""))?.startedAt?.getTime()).toBeGreaterThanOrEqual(
      first?.finishedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it("ends a job whose handler throws as Error, with a readable message only from AppError or JobFailure", async () => {
    const company = await createCompany(t.db);
    const failures: Record<number, Error> = {
      0: new Error('duplicate key value violates unique constraint "products_pkey"'),
      1: new AppError(409, "Readable from an AppError."),
      2: new JobFailure("Readable from a JobFailure."),
    };
    const worker = queueWith(async ({ input }) => {
      const failure = failures[Number(input.n)];
      if (failure) throw failure;
      return "Still working";
    });
    const ids: string[] = [];
    for (const n of [0, 1, 2, 3]) ids.push(await worker.enqueue(request(company.id, n)));
    await worker.start();

    const ended: JobRow[] = [];
    for (const id of ids) ended.push(await t.waitForJob(id));
    expect(ended.map((job) => [job.status, job.message])).toEqual([
      ["DoneFailure", JOB_MESSAGES.failed],
      ["DoneFailure", "Readable from an AppError."],
      ["DoneFailure", "Readable from a JobFailure."],
      ["DoneSuccess", "Still working"],
    ]);
    for (const job of ended) expect(job.finishedAt).not.toBeNull();
  });

  it("ends at start the Running jobs not heard of for over five minutes, and only those", async () => {
    const company = await createCompany(t.db);
    const running = async (heartbeatAt: Date) => {
      const job = await insertJob(t.db, company.id, {
        ...request(company.id, 0),
        startedBy: "Test Person",
        startedByUserId: null,
        message: "Running: halfway",
        createdAt: new Date(),
      });
      await t.db
        .update(jobs)
        .set({ status: "Running", startedAt: heartbeatAt, heartbeatAt })
        .where(eq(jobs.id, job.id));
      return job.id;
    };
    const stale = await running(new Date(Date.now() - 6 * MINUTE));
    const alive = await running(new Date(Date.now() - MINUTE));

    await queueWith(async () => "unused").start();

    expect(await findJob(t.db, company.id, stale)).toMatchObject({
      status: "DoneFailure",
      message: JOB_MESSAGES.serverRestarted,
    });
    expect(await findJob(t.db, company.id, alive)).toMatchObject({ status: "Running", message: "Running: halfway" });
    await t.db
      .update(jobs)
      .set({ status: "DoneFailure" })
      .where(and(eq(jobs.companyId, company.id), eq(jobs.id, alive)));
  });

  it("stop() tells the running job to stop and waits until its end is recorded", async () => {
    const company = await createCompany(t.db);
    const started = deferred();
    const worker = queueWith(async ({ signal }) => {
      started.resolve();
      await new Promise((_done, fail) => signal.addEventListener("abort", () => fail(signal.reason)));
      return "never";
    });
    const id = await worker.enqueue(request(company.id, 0));
    await worker.start();
    await started.promise;

    await worker.stop();

    expect(await findJob(t.db, company.id, id)).toMatchObject({
      status: "DoneFailure",
      message: JOB_MESSAGES.serverStopping,
    });
  });
});
