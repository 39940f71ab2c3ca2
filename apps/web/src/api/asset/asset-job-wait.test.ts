import type { Job, JobStatus } from "@atelier/domain/shared/job.schema";
import { describe, expect, it } from "vitest";
import { ApiError } from "../http";
import { ASSET_JOB_POLL_FAILURES, ASSET_JOB_POLL_MS, waitForJob } from "./asset-job-wait";

const job = (status: JobStatus): Job => ({
  jobId: "j1",
  kind: "assetMask",
  description: "",
  status,
  message: "",
  progress: null,
  startedBy: "",
  relatedEntityId: null,
  created: "",
  started: null,
  finished: null,
  lastUpdated: "",
  log: [],
});

/** Answers the steps in order (a status or an error to throw), recording the sleeps. */
function scripted(steps: readonly (JobStatus | Error)[]) {
  const sleeps: number[] = [];
  let index = 0;
  return {
    sleeps,
    wait: {
      read: async () => {
        const step = steps[Math.min(index++, steps.length - 1)];
        if (step instanceof Error) throw step;
        return job(step ?? "Running");
      },
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
    },
  };
}

const serverError = () => new ApiError({ status: 500, messages: ["boom"], fields: {} });

describe("waitForJob", () => {
  it("asks every 500 ms until the job has finished", async () => {
    const { wait, sleeps } = scripted(["NotYetRunning", "Running", "DoneSuccess"]);
    await expect(waitForJob("j1", wait)).resolves.toMatchObject({ status: "DoneSuccess" });
    expect(sleeps).toEqual([ASSET_JOB_POLL_MS, ASSET_JOB_POLL_MS]);
  });

  it("answers a failed job as it is", async () => {
    const { wait } = scripted(["Running", "DoneFailure"]);
    await expect(waitForJob("j1", wait)).resolves.toMatchObject({ status: "DoneFailure" });
  });

  it("asks again after a server error, and stops at a refusal", async () => {
    const again = scripted([serverError(), "DoneSuccess"]);
    await expect(waitForJob("j1", again.wait)).resolves.toMatchObject({ status: "DoneSuccess" });
    const gone = new ApiError({ status: 404, messages: ["Not found"], fields: {} });
    await expect(waitForJob("j1", scripted([gone]).wait)).rejects.toBe(gone);
  });

  it("gives up after too many failures in a row", async () => {
    const { wait, sleeps } = scripted([serverError()]);
    await expect(waitForJob("j1", wait)).rejects.toBeInstanceOf(ApiError);
    expect(sleeps).toHaveLength(ASSET_JOB_POLL_FAILURES - 1);
  });
});
