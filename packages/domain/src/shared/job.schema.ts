import { z } from "zod";
import { requiredText, storable } from "./fields";
import { pagingFields } from "./paging";

/** A job's life (spec part 3, section 4): queued, running, then one of the four ends. */
export const JOB_STATUSES = [
  "NotYetRunning",
  "Running",
  "DoneSuccess",
  "DoneFailure",
  "DoneException",
  "Cancelled",
] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** A status as screens show it: NotYetRunning shown Waiting, DoneFailure shown Failed, others raw (spec part 3, 4). */
export function jobStatusWord(status: JobStatus): string {
  if (status === "NotYetRunning") return "Waiting";
  if (status === "DoneFailure") return "Failed";
  return status;
}

/** What kinds of long work run as jobs; later areas add theirs here. */
export const JOB_KINDS = ["copyInstance", "assetMask", "assetLightmap", "dataOptimization", "dataImport"] as const;
export const JobKind = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKind>;

/** How much a log line matters: the Job log colours its lines by it. */
export const JOB_LOG_LEVELS = ["info", "warn", "error"] as const;
export const JobLogLevel = z.enum(JOB_LOG_LEVELS);
export type JobLogLevel = z.infer<typeof JobLogLevel>;

/** One line of a job's log; lines written before levels existed have none (read as info). */
export const JobLogLine = z.object({ at: z.string(), text: z.string(), level: JobLogLevel.optional() });
export type JobLogLine = z.infer<typeof JobLogLine>;

/**
 * A job without its log, as the Operations list shows it (the spec's Job entity). startedBy is the full
 * name of the user, or the name of the API key, that started it; progress is a percent, or null when the
 * job cannot tell; lastUpdated is its last sign of life or its end.
 */
export const JobSummary = z.object({
  jobId: z.string(),
  kind: JobKind,
  description: z.string(),
  status: JobStatus,
  message: z.string(),
  progress: z.number().int().min(0).max(100).nullable(),
  startedBy: z.string(),
  relatedEntityId: z.string().nullable(),
  created: z.string(),
  started: z.string().nullable(),
  finished: z.string().nullable(),
  lastUpdated: z.string(),
});
export type JobSummary = z.infer<typeof JobSummary>;

/** checkJobStatus's answer: the job with its log. */
export const Job = JobSummary.extend({ log: z.array(JobLogLine) });
export type Job = z.infer<typeof Job>;

export const JOB_LIST_MAX_TAKE = 200;

/** `GET /jobstatus`: a page of the company's jobs, newest first, filtered by status and kind. */
export const JobListQuery = z.object({
  ...pagingFields(JOB_LIST_MAX_TAKE),
  status: z.enum(JOB_STATUSES, { error: `Status must be one of ${JOB_STATUSES.join(", ")}.` }).optional(),
  kind: z.enum(JOB_KINDS, { error: `Kind must be one of ${JOB_KINDS.join(", ")}.` }).optional(),
});
export type JobListQuery = z.input<typeof JobListQuery>;

/** A page of jobs and how many match the filters in all. */
export const JobPage = z.object({ items: z.array(JobSummary), total: z.number().int() });
export type JobPage = z.infer<typeof JobPage>;

export function isJobFinished(status: JobStatus): boolean {
  return status !== "NotYetRunning" && status !== "Running";
}

/** copyInstance: copy the current workspace's catalogue and products into another workspace. */
export const CopyInstanceInput = z.object({
  instanceId: requiredText("Target workspace", 64),
  notes: storable("Notes").trim().max(1024, { error: "Notes must be at most 1024 characters." }).default(""),
});
export type CopyInstanceInput = z.input<typeof CopyInstanceInput>;

export const JobStarted = z.object({ jobId: z.string() });
export type JobStarted = z.infer<typeof JobStarted>;
