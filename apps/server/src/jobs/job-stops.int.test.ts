import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { deferred, jobRequest, testQueue } from "./job.fixtures";
import { requestJobCancel } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";
import { JobFailure, type JobQueue } from "./job-queue";

const t = useTestApp();
let queue: JobQueue | undefined;
const queueWith = (...args: Parameters<typeof testQueue> extends [unknown, ...infer Rest] ? Rest : never) => {
  queue = testQueue(t, ...args);
  return queue;
};

/** A handler that waits for its signal, then fails with its reason (as a handler checking it would). */
function untilStopped(started: { resolve(): void }) {
  return async ({ signal }: { signal: AbortSignal }) => {
    started.resolve();
    await new Promise((_done, fail) => signal.addEventListener("abort", () => fail(signal.reason)));
    return "never";
  };
}

beforeAll(async () => {
  await t.jobs.stop();
});

afterEach(async () => {
  await queue?.stop();
  queue = undefined;
});

describe("retries", () => {
  it("runs a failing job again after a backoff until it succeeds, saying so in its log", async () => {
    const company = await createCompany(t.db);
    let calls = 0;
    const worker = queueWith(
      async () => {
        calls++;
        if (calls < 3) throw new JobFailure(`Remote busy (${calls}).`, { retryable: true });
        return "Done at last";
      },
      { timeLimitMs: 60_000, retry: { attempts: 3, baseDelayMs: 20 } },
    );
    const id = await worker.enqueue(jobRequest(company.id, 0));
    await worker.start();
    const job = await t.waitForJob(id);

    expect(job).toMatchObject({ status: "DoneSuccess", message: "Done at last", attempts: 3 });
    expect(job.log.map((line) => line.level)).toEqual(["warn", "warn"]);
    expect(job.log[0]?.text).toMatch(/^Attempt 1 of 3 failed: Remote busy \(1\)\. Trying again in 1 second\.$/);
    expect(job.log[1]?.text).toMatch(/^Attempt 2 of 3 failed: Remote busy \(2\)\. Trying again in 1 second\.$/);
  });

  it("ends the job with its last failure once the attempts run out; unexpected errors retry, plain failures not", async () => {
    const company = await createCompany(t.db);
    const options = { timeLimitMs: 60_000, retry: { attempts: 2, baseDelayMs: 5 } };
    const worker = queueWith(async ({ input }) => {
      if (input.n === 0) throw new Error("connection reset");
      throw new JobFailure("The file is not a catalogue.");
    }, options);
    const unexpected = await worker.enqueue(jobRequest(company.id, 0));
    const plain = await worker.enqueue(jobRequest(company.id, 1));
    await worker.start();

    expect(await t.waitForJob(unexpected)).toMatchObject({
      status: "DoneException",
      message: JOB_MESSAGES.failed,
      attempts: 2,
    });
    expect(await t.waitForJob(plain)).toMatchObject({
      status: "DoneFailure",
      message: "The file is not a catalogue.",
      attempts: 1,
    });
  });
});

describe("time limits", () => {
  it("aborts the signal of a job past its limit and ends it DoneFailure saying so", async () => {
    const company = await createCompany(t.db);
    const started = deferred();
    const worker = queueWith(untilStopped(started), { timeLimitMs: 100, retry: { attempts: 3, baseDelayMs: 5 } });
    const id = await worker.enqueue(jobRequest(company.id, 0));
    await worker.start();

    const job = await t.waitForJob(id);
    expect(job).toMatchObject({ status: "DoneFailure", message: JOB_MESSAGES.timeLimit("1 second"), attempts: 1 });
    expect(job.message).toBe("Stopped: the job ran longer than its limit of 1 second.");
  });

  it("gives up on a handler that ignores its signal after the grace time, and goes on with the next job", async () => {
    const company = await createCompany(t.db);
    const worker = queueWith(
      async ({ input }) => {
        if (input.n === 0) await new Promise((done) => setTimeout(done, 2000));
        return "Quick";
      },
      { timeLimitMs: 50 },
    );
    const stuck = await worker.enqueue(jobRequest(company.id, 0));
    const next = await worker.enqueue(jobRequest(company.id, 1));
    await worker.start();

    expect(await t.waitForJob(stuck)).toMatchObject({
      status: "DoneFailure",
      message: JOB_MESSAGES.timeLimit("1 second"),
    });
    expect(await t.waitForJob(next)).toMatchObject({ status: "DoneSuccess" });
  });
});

describe("cancelling", () => {
  it("stops a running job of this process at once: its signal aborts and it ends Cancelled", async () => {
    const company = await createCompany(t.db);
    const started = deferred();
    const worker = queueWith(untilStopped(started));
    const id = await worker.enqueue(jobRequest(company.id, 0));
    await worker.start();
    await started.promise;

    worker.cancel(id);

    const job = await t.waitForJob(id);
    expect(job).toMatchObject({ status: "Cancelled", message: JOB_MESSAGES.cancelled });
    expect(job.log.at(-1)).toMatchObject({ level: "warn", text: JOB_MESSAGES.cancelled });
  });

  it("stops a job that another process was asked to cancel, at its next heartbeat", async () => {
    const company = await createCompany(t.db);
    const started = deferred();
    const worker = queueWith(untilStopped(started));
    const id = await worker.enqueue(jobRequest(company.id, 0));
    await worker.start();
    await started.promise;

    // As the cancel route of another process records it: only the database knows.
    const line = {
      at: new Date().toISOString(),
      text: JOB_MESSAGES.cancelRequested("Admin Person"),
      level: "warn" as const,
    };
    await requestJobCancel(t.db, company.id, id, line, new Date());

    const job = await t.waitForJob(id);
    expect(job).toMatchObject({ status: "Cancelled", message: JOB_MESSAGES.cancelled });
    expect(job.log.map((entry) => entry.text)).toEqual([
      JOB_MESSAGES.cancelRequested("Admin Person"),
      JOB_MESSAGES.cancelled,
    ]);
  });
});
