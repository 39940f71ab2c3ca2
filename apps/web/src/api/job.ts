import {
  isJobFinished,
  Job,
  type JobKind,
  JobPage,
  type JobStatus,
  type JobSummary,
} from "@atelier/domain/shared/job.schema";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "./http";
import { listPagesQuery } from "./list-pages";

/** The Operations list's filters; undefined is any. */
export interface JobFilter {
  status: JobStatus | undefined;
  kind: JobKind | undefined;
}

export const jobKeys = {
  all: ["job"] as const,
  lists: () => [...jobKeys.all, "list"] as const,
  list: (filter: JobFilter) => [...jobKeys.lists(), filter.status ?? "", filter.kind ?? ""] as const,
  details: () => [...jobKeys.all, "detail"] as const,
  detail: (jobId: string) => [...jobKeys.details(), jobId] as const,
};

/** How often the Operations list and a running job's log are read again (spec part 3, 9: job list refresh 5 s). */
export const JOB_LIST_REFRESH_MS = 5000;
/** How many jobs one page of the Operations list reads. */
const JOB_PAGE_TAKE = 100;

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

/** The company's jobs, newest first, page by page, read again every JOB_LIST_REFRESH_MS while shown. */
export function useJobPages(filter: JobFilter) {
  return useInfiniteQuery({
    ...listPagesQuery<JobSummary, ReturnType<typeof jobKeys.list>>(jobKeys.list(filter), (skip) =>
      api("jobstatus", {
        query: { take: JOB_PAGE_TAKE, skip, status: filter.status, kind: filter.kind },
        schema: JobPage,
      }).then((page) => ({ rows: page.items, total: page.total })),
    ),
    refetchInterval: JOB_LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** Cancels a job; the answer replaces its detail and the lists are read again. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      api(`jobstatus/${encodeURIComponent(jobId)}/cancel`, { method: "POST", schema: Job }),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.jobId), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
    },
  });
}
