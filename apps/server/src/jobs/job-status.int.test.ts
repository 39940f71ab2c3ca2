import type { Job, JobPage } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiKey, createCompanyWithEveryRole, signedIn } from "../../test/factories";
import { apiClient } from "../../test/http";
import { useTestApp } from "../../test/test-app";
import { storedJob } from "./job.fixtures";
import { appendJobLog, finishJob } from "./job.repo";
import { JOB_MESSAGES } from "./job-messages";

const t = useTestApp();

/** A job of the company that ran and ended, written straight through the repo. */
async function endedJob(companyId: string) {
  const job = await storedJob(t, companyId, { createdAt: new Date("2025-03-01T10:00:00.000Z") });
  const line = { at: "2025-03-01T10:00:02.000Z", text: "Copied 3 sites" };
  await appendJobLog(t.db, companyId, job.id, line, new Date());
  const end = { status: "DoneSuccess" as const, message: MESSAGES.targetWorkspaceUpdated };
  await finishJob(t.db, companyId, job.id, end, new Date("2025-03-01T10:00:05.000Z"));
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
      description: "Copy to Elsewhere",
      status: "DoneSuccess",
      message: MESSAGES.targetWorkspaceUpdated,
      progress: null,
      log: [{ at: "2025-03-01T10:00:02.000Z", text: "Copied 3 sites" }],
      startedBy: "Admin Person",
      relatedEntityId: null,
      created: "2025-03-01T10:00:00.000Z",
      started: null,
      finished: "2025-03-01T10:00:05.000Z",
      lastUpdated: "2025-03-01T10:00:05.000Z",
    };

    const asViewer = await (await signedIn(t.app, viewer)).get(`jobstatus/${job.id}`);
    expect(asViewer.status).toBe(200);
    expect(asViewer.body).toEqual(expected);
    const asKey = await apiClient(t.app, { authorization: key.authorization }).get(`jobstatus/${job.id}`);
    expect(asKey.body).toEqual(expected);
  });

  it("answers a queued job with its waiting message and description", async () => {
    const { company, admin } = await createCompanyWithEveryRole(t.db);
    const jobId = await t.jobs.enqueue({
      companyId: company.id,
      kind: "copyInstance",
      input: { instanceId: "elsewhere", notes: "" },
      description: "Copy to Elsewhere",
      relatedEntityId: "elsewhere",
      startedBy: { name: "Admin Person", userId: admin.id },
    });

    const res = await (await signedIn(t.app, admin)).get(`jobstatus/${jobId}`);
    expect(res.body).toMatchObject({
      jobId,
      status: "NotYetRunning",
      message: JOB_MESSAGES.queued,
      description: "Copy to Elsewhere",
      relatedEntityId: "elsewhere",
      log: [],
      started: null,
    });
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

describe("GET jobstatus", () => {
  /** Five jobs of the company, a minute apart: three of the admin (one failed), two of the configurator. */
  async function jobsOf() {
    const scene = await createCompanyWithEveryRole(t.db);
    const other = await createCompanyWithEveryRole(t.db);
    await storedJob(t, other.company.id, { startedByUserId: other.admin.id });
    const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute));
    const ids: string[] = [];
    for (const [minute, userId] of [
      [0, scene.admin.id],
      [1, scene.configurator.id],
      [2, scene.admin.id],
      [3, scene.configurator.id],
      [4, scene.admin.id],
    ] as const) {
      const job = await storedJob(t, scene.company.id, {
        createdAt: at(minute),
        startedByUserId: userId,
        description: `Job ${minute}`,
      });
      ids.push(job.id);
    }
    await finishJob(t.db, scene.company.id, ids[2] ?? "", { status: "DoneFailure", message: "Broke." }, at(5));
    return { ...scene, ids };
  }

  const descriptions = (body: unknown) => (body as JobPage).items.map((item) => item.description);

  it("lists every job of the company to an admin, newest first, paged, without logs", async () => {
    const scene = await jobsOf();
    const client = await signedIn(t.app, scene.admin);

    const all = await client.get("jobstatus");
    expect(all.status).toBe(200);
    expect(descriptions(all.body)).toEqual(["Job 4", "Job 3", "Job 2", "Job 1", "Job 0"]);
    expect((all.body as JobPage).total).toBe(5);
    expect((all.body as JobPage).items[0]).not.toHaveProperty("log");

    const page = await client.get("jobstatus?take=2&skip=2");
    expect(descriptions(page.body)).toEqual(["Job 2", "Job 1"]);
    expect((page.body as JobPage).total).toBe(5);
  });

  it("filters by status and kind", async () => {
    const scene = await jobsOf();
    const client = await signedIn(t.app, scene.admin);

    const failed = await client.get("jobstatus?status=DoneFailure");
    expect(descriptions(failed.body)).toEqual(["Job 2"]);
    expect((failed.body as JobPage).items[0]).toMatchObject({ status: "DoneFailure", message: "Broke." });
    expect(descriptions((await client.get("jobstatus?status=NotYetRunning&kind=copyInstance")).body)).toEqual([
      "Job 4",
      "Job 3",
      "Job 1",
      "Job 0",
    ]);
  });

  it("lists to other members and non-admin keys only the jobs they started", async () => {
    const scene = await jobsOf();
    const asConfigurator = await (await signedIn(t.app, scene.configurator)).get("jobstatus");
    expect(descriptions(asConfigurator.body)).toEqual(["Job 3", "Job 1"]);
    expect(descriptions((await (await signedIn(t.app, scene.viewer)).get("jobstatus")).body)).toEqual([]);
    const key = await createApiKey(t.db, scene.company, ["None"]);
    const asKey = await apiClient(t.app, { authorization: key.authorization }).get("jobstatus");
    expect(asKey.body).toEqual({ items: [], total: 0 });
    const adminKey = await createApiKey(t.db, scene.company, ["Administrator"]);
    const asAdminKey = await apiClient(t.app, { authorization: adminKey.authorization }).get("jobstatus");
    expect((asAdminKey.body as JobPage).total).toBe(5);
  });

  it("refuses bad filters and pages with a message (400), and answers 401 signed out", async () => {
    const scene = await jobsOf();
    const client = await signedIn(t.app, scene.admin);
    for (const [query, field] of [
      ["status=Done", "status"],
      ["kind=makeCoffee", "kind"],
      ["take=0", "take"],
      ["take=500", "take"],
      ["take=many", "take"],
      ["skip=-1", "skip"],
    ] as const) {
      const res = await client.get(`jobstatus?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(field);
    }
    expect((await apiClient(t.app).get("jobstatus")).status).toBe(401);
  });
});
