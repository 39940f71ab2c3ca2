import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { DAY, MINUTE } from "../clock";
import { type JobRow, jobs } from "../db/schema/jobs";
import { AppError } from "../errors/app-error";
import { deferred, jobRequest, storedJob, testQueue } from "./job.fixtures";
import { findJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { JOB_RETENTION_MS, JobFailure, type JobQueue } from "./job-queue";

const t = useTestApp();
let queue: JobQueue | undefined;
const queueWith = (...args: Parameters<typeof testQueue> extends [unknown, ...infer Rest] ? Rest : never) => {
  queue = testQueue(t, ...args);
  return queue;
};

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
      await progress(40.4, `Working on ${n}`);
      await log(`line of ${n}`);
      await log(`warning of ${n}`, "warn");
      started[n]?.resolve();
      await release[n]?.promise;
      events.push(`end ${n}`);
      return `Done ${n}`;
    });
    const ids: string[] = [];
    for (const n of [0, 1, 2]) ids.push(await worker.enqueue(jobRequest(company.id, n)));
    const statuses = async () => Promise.all(ids.map(async (id) => (await findJob(t.db, company.id, id))?.status));

    await worker.start();
    await started[0]?.promise;
    expect(await statuses()).toEqual(["Running", "NotYetRunning", "NotYetRunning"]);
    expect(await findJob(t.db, company.id, ids[0] ?? "")).toMatchObject({
      progress: 40,
      message: "Working on 0",
      attempts: 1,
    });
    release[0]?.resolve();
    await started[1]?.promise;
    expect(await statuses()).toEqual(["DoneSuccess", "Running", "NotYetRunning"]);
    release[1]?.resolve();
    release[2]?.resolve();
    const last = await t.waitForJob(ids[2] ?? "");

    expect(events).toEqual(["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"]);
    expect(last).toMatchObject({ status: "DoneSuccess", message: "Done 2", description: "Test job 2" });
    expect(last.log.map((line) => [line.level, line.text])).toEqual([
      ["info", "line of 2"],
      ["warn", "warning of 2"],
    ]);
    const first = await findJob(t.db, company.id, ids[0] ?? "");
    expect(first?.startedAt?.getTime()).toBeLessThanOrEqual(first?.finishedAt?.getTime() ?? 0);
    expect((await findJob(t.db, company.id, ids[1] ?? ""))?.startedAt?.getTime()).toBeGreaterThanOrEqual(
      first?.finishedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });

  it("ends a failed job DoneFailure with the message of an AppError or JobFailure, else DoneException", async () => {
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
    for (const n of [0, 1, 2, 3]) ids.push(await worker.enqueue(jobRequest(company.id, n)));
    await worker.start();

    const ended: JobRow[] = [];
    for (const id of ids) ended.push(await t.waitForJob(id));
    expect(ended.map((job) => [job.status, job.message])).toEqual([
      ["DoneException", JOB_MESSAGES.failed],
      ["DoneFailure", "Readable from an AppError."],
      ["DoneFailure", "Readable from a JobFailure."],
      ["DoneSuccess", "Still working"],
    ]);
    expect(ended[0]?.log).toEqual([expect.objectContaining({ level: "error", text: JOB_MESSAGES.failed })]);
    for (const job of ended) expect(job.finishedAt).not.toBeNull();
  });

  it("ends at start the Running jobs not heard of for over five minutes (a crash mid-job), and only those", async () => {
    const company = await createCompany(t.db);
    const running = async (heartbeatAt: Date, cancelRequestedAt: Date | null = null) => {
      const job = await storedJob(t, company.id, { message: "Running: halfway" });
      await t.db
        .update(jobs)
        .set({ status: "Running", startedAt: heartbeatAt, heartbeatAt, cancelRequestedAt })
        .where(eq(jobs.id, job.id));
      return job.id;
    };
    const stale = await running(new Date(Date.now() - 6 * MINUTE));
    const staleCancelled = await running(new Date(Date.now() - 6 * MINUTE), new Date(Date.now() - 6 * MINUTE));
    const alive = await running(new Date(Date.now() - MINUTE));

    await queueWith(async () => "unused").start();

    expect(await findJob(t.db, company.id, stale)).toMatchObject({
      status: "DoneFailure",
      message: JOB_MESSAGES.serverRestarted,
    });
    expect(await findJob(t.db, company.id, staleCancelled)).toMatchObject({ status: "Cancelled" });
    expect(await findJob(t.db, company.id, alive)).toMatchObject({ status: "Running", message: "Running: halfway" });
    await t.db
      .update(jobs)
      .set({ status: "DoneFailure" })
      .where(and(eq(jobs.companyId, company.id), eq(jobs.id, alive)));
  });

  it("deletes the jobs finished over 30 days ago, by the worker's clock, and keeps the others", async () => {
    const company = await createCompany(t.db);
    const now = Date.now();
    const ended = async (finishedAt: Date | null) => {
      const job = await storedJob(t, company.id, { createdAt: new Date(now - 40 * DAY) });
      await t.db
        .update(jobs)
        .set({ status: finishedAt ? "DoneSuccess" : "NotYetRunning", finishedAt, runAfter: new Date(now + DAY) })
        .where(eq(jobs.id, job.id));
      return job.id;
    };
    const old = await ended(new Date(now - JOB_RETENTION_MS - MINUTE));
    const recent = await ended(new Date(now - JOB_RETENTION_MS + MINUTE));
    const queued = await ended(null);

    // The worker's clock says two minutes later: the recent one is over the limit by then too.
    const later = () => new Date(Date.now() + 2 * MINUTE);
    await queueWith(async () => "unused", undefined, later).start();

    expect(await findJob(t.db, company.id, old)).toBeUndefined();
    expect(await findJob(t.db, company.id, recent)).toBeUndefined();
    expect(await findJob(t.db, company.id, queued)).toMatchObject({ status: "NotYetRunning" });
    await queue?.stop();

    const kept = await ended(new Date(now - JOB_RETENTION_MS + 10 * MINUTE));
    await queueWith(async () => "unused", undefined, later).start();
    expect(await findJob(t.db, company.id, kept)).toMatchObject({ status: "DoneSuccess" });
    await t.db.delete(jobs).where(eq(jobs.companyId, company.id));
  });

  it("stop() tells the running job to stop and waits until its end is recorded", async () => {
    const company = await createCompany(t.db);
    const started = deferred();
    const worker = queueWith(async ({ signal }) => {
      started.resolve();
      await new Promise((_done, fail) => signal.addEventListener("abort", () => fail(signal.reason)));
      return "never";
    });
    const id = await worker.enqueue(jobRequest(company.id, 0));
    await worker.start();
    await started.promise;

    await worker.stop();

    expect(await findJob(t.db, company.id, id)).toMatchObject({
      status: "DoneFailure",
      message: JOB_MESSAGES.serverStopping,
    });
  });
});
