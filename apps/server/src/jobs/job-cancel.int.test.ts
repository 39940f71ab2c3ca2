import type { Job } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { auditEntries } from "../db/schema/audit-entries";
import { deferred, storedJob } from "./job.fixtures";
import { findJob, finishJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";

const t = useTestApp();
let started = deferred();

beforeAll(async () => {
  // The app's own worker runs copyInstance jobs with a handler that waits until it is stopped.
  await t.jobs.stop();
  t.jobs.handle(
    "copyInstance",
    async ({ signal }) => {
      started.resolve();
      await new Promise((_done, fail) => signal.addEventListener("abort", () => fail(signal.reason)));
      return "never";
    },
    { timeLimitMs: 60_000 },
  );
});

afterAll(async () => {
  await t.jobs.stop();
});

describe("POST jobstatus/{jobId}/cancel", () => {
  it("ends a queued job Cancelled at once, for the admin, with who asked in its log and history", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    const job = await storedJob(t, company.id);
    const client = await signedIn(t.app, admin);

    const res = await client.post(`jobstatus/${job.id}/cancel`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ jobId: job.id, status: "Cancelled", message: JOB_MESSAGES.cancelled });
    expect((res.body as Job).finished).not.toBeNull();
    expect((res.body as Job).log).toEqual([
      expect.objectContaining({ level: "warn", text: JOB_MESSAGES.cancelRequested(admin.fullName) }),
    ]);
    const audited = await t.db.select().from(auditEntries).where(eq(auditEntries.resourceId, job.id));
    expect(audited).toEqual([
      expect.objectContaining({ action: "cancel", resourceType: "jobstatus", actorName: admin.fullName }),
    ]);
  });

  it("stops a running job: its signal aborts and it ends Cancelled", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    started = deferred();
    const jobId = await t.jobs.enqueue({
      companyId: company.id,
      kind: "copyInstance",
      input: {},
      description: "Copy to Elsewhere",
      startedBy: { name: admin.fullName, userId: admin.id },
    });
    await t.jobs.start();
    await started.promise;
    const client = await signedIn(t.app, admin);

    const res = await client.post(`jobstatus/${jobId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "Running" });

    const job = await t.waitForJob(jobId);
    expect(job).toMatchObject({ status: "Cancelled", message: JOB_MESSAGES.cancelled });
    expect(job.cancelRequestedAt).not.toBeNull();
    await t.jobs.stop();
  });

  it("lets the member who started a job cancel it, and no other member (403)", async () => {
    const { company, configurator, orderManager } = await createCompanyWithEveryRole(t.db);
    const job = await storedJob(t, company.id, { startedByUserId: configurator.id });

    const refused = await (await signedIn(t.app, orderManager)).post(`jobstatus/${job.id}/cancel`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.forbidden });
    const key = await createApiKey(t.db, company, ["Manage Configuration"]);
    expect(
      (await apiClient(t.app, { authorization: key.authorization }).post(`jobstatus/${job.id}/cancel`)).status,
    ).toBe(403);
    expect((await findJob(t.db, company.id, job.id))?.status).toBe("NotYetRunning");

    const own = await (await signedIn(t.app, configurator)).post(`jobstatus/${job.id}/cancel`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: "Cancelled" });
  });

  it("lets an admin API key cancel", async () => {
    const { company } = await createCompanyWithEveryRole(t.db);
    const job = await storedJob(t, company.id);
    const key = await createApiKey(t.db, company, ["Administrator"]);
    const res = await apiClient(t.app, { authorization: key.authorization }).post(`jobstatus/${job.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "Cancelled" });
  });

  it("answers 409 with a message for a finished job, 404 for another company's or an unknown one, 401 signed out", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    const other = await createCompanyWithEveryRole(t.db);
    const done = await storedJob(t, company.id);
    await finishJob(t.db, company.id, done.id, { status: "DoneSuccess", message: "Done" }, new Date());
    const theirs = await storedJob(t, other.company.id);
    const client = await signedIn(t.app, admin);

    const finished = await client.post(`jobstatus/${done.id}/cancel`);
    expect(finished.status).toBe(409);
    expect(finished.body).toEqual({ message: JOB_MESSAGES.alreadyFinished });
    for (const id of [theirs.id, "no-such-job"]) {
      const res = await client.post(`jobstatus/${id}/cancel`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.resourceNotFound });
    }
    expect((await findJob(t.db, other.company.id, theirs.id))?.status).toBe("NotYetRunning");
    expect((await apiClient(t.app).post(`jobstatus/${done.id}/cancel`)).status).toBe(401);
  });
});
