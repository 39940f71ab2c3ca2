import { isJobFinished, Job } from "@atelier/domain/shared/job.schema";
import { ApiError, api } from "../http";

/** How often a mask or lightmap job is asked for its status (spec part 3, 9: job status poll 500 ms). */
export const ASSET_JOB_POLL_MS = 500;
/** Failed status calls in a row (lost connection, server errors) before waiting gives up. */
export const ASSET_JOB_POLL_FAILURES = 10;

export interface JobWait {
  /** Reads the job's status once. */
  read: (jobId: string) => Promise<Job>;
  /** Waits before the next read. */
  sleep: (ms: number) => Promise<void>;
}

const httpWait: JobWait = {
  read: (jobId) => api(`jobstatus/${encodeURIComponent(jobId)}`, { schema: Job }),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A refusal (the job is gone or not ours) will not change by asking again; anything else may. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Reads the job every ASSET_JOB_POLL_MS until it has finished, and answers it. A refusal ends the wait with
 * that error; other failures are asked again, up to ASSET_JOB_POLL_FAILURES in a row.
 */
export async function waitForJob(jobId: string, wait: JobWait = httpWait): Promise<Job> {
  let failures = 0;
  for (;;) {
    try {
      const job = await wait.read(jobId);
      failures = 0;
      if (isJobFinished(job.status)) return job;
    } catch (error) {
      failures += 1;
      if (refused(error) || failures >= ASSET_JOB_POLL_FAILURES) throw error;
    }
    await wait.sleep(ASSET_JOB_POLL_MS);
  }
}
