import { isJobFinished, Job } from "@atelier/domain/shared/job.schema";
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "./http";

export const jobKeys = {
  all: ["job"] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (jobId: string) => [...jobKeys.details(), jobId] as const,
};

/** A 4xx answer (the job is not there, or no longer ours) will not change by asking again. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A job's status (checkJobStatus), asked again every `pollMs` until the job has finished or the server
 * refuses; a network or server failure keeps asking. Idle until a job id is given.
 */
export function useJobStatus(jobId: string | undefined, pollMs: number) {
  return useQuery({
    queryKey: jobKeys.detail(jobId ?? ""),
    queryFn: () => api(`jobstatus/${encodeURIComponent(jobId ?? "")}`, { schema: Job }),
    enabled: jobId !== undefined && jobId !== "",
    refetchInterval: (query) => {
      const job = query.state.data;
      const done = (job !== undefined && isJobFinished(job.status)) || refused(query.state.error);
      return done ? false : pollMs;
    },
  });
}
