import type { Job } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { appendJobLog, finishJob, insertJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";

const t = useTestApp();

/** A job of the company that ran and ended, written straight through the repo. */
async function endedJob(companyId: string) {
  const job = await insertJob(t.db, companyId, {
    kind: "copyInstance",
    input: { instanceId: "elsewhere", notes: "" },
    startedBy: "Admin Person",
    startedByUserId: null,
    message: JOB_MESSAGES.queued,
    createdAt: new Date("2025-03-01T10:00:00.000Z"),
  });
  await appendJobLog(t.db, companyId, job.id, { at: "2025-03-01T10:00:02.000Z", text: "Copied 3 sites" }, new Date());
  await finishJob(
    t.db,
    companyId,
    job.id,
    { status: "DoneSuccess", message: MESSAGES.targetWorkspaceUpdated },
    new Date("2025-03-01T10:00:05.000Z"),
  );
  return job;
}

beforeAll(async () => {
  // Jobs here are only read: no worker runs them.
  await t.jobs.stop();
});

describe("GET jobstatus/{jobId}", () => {
  it("answers the job to any member of its company, and to its API keys", async () => {
    const { company, viewer } = await createCompanyWithEveryRole(t.db);
    const job = await endedJob(company.id);
    const key = await createApiKey(t.db, company, ["None"]);
    const expected: Job = {
      jobId: job.id,
      kind: "copyInstance",
      status: "DoneSuccess",
      message: MESSAGES.targetWorkspaceUpdated,
      log: [{ at: "2025-03-01T10:00:02.000Z", text: "Copied 3 sites" }],
      startedBy: "Admin Person",
      created: "2025-03-01T10:00:00.000Z",
      started: null,
      finished: "2025-03-01T10:00:05.000Z",
    };

    const asViewer = await (await signedIn(t.app, viewer)).get(`jobstatus/${job.id}`);
    expect(asViewer.status).toBe(200);
    expect(asViewer.body).toEqual(expected);
    const asKey = await apiClient(t.app, { authorization: key.authorization }).get(`jobstatus/${job.id}`);
    expect(asKey.body).toEqual(expected);
  });

  it("answers a queued job with its waiting message", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    const jobId = await t.jobs.enqueue({
      companyId: company.id,
      kind: "copyInstance",
      input: { instanceId: "elsewhere", notes: "" },
      startedBy: { name: "Admin Person", userId: admin.id },
    });

    const res = await (await signedIn(t.app, admin)).get(`jobstatus/${jobId}`);
    expect(res.body).toMatchObject({ jobId, status: "NotYetRunning", message: JOB_MESSAGES.queued, log: [], started: null });
  });

  it("answers 404 for another company's job and for an unknown id", async () => {
    const { admin } = await createCompanyWithEveryRole(t.db);
    const other = await createCompanyWithEveryRole(t.db);
    const job = await endedJob(other.company.id);
    const client = await signedIn(t.app, admin);

    for (const id of [job.id, "no-such-job"]) {
      const res = await client.get(`jobstatus/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.resourceNotFound });
    }
  });

  it("answers 401 when signed out", async () => {
    const { company } = await createCompanyWithEveryRole(t.db);
    const job = await endedJob(company.id);
    const res = await apiClient(t.app).get(`jobstatus/${job.id}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MESSAGES.notSignedIn });
  });
});
