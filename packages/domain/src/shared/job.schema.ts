import { z } from "zod";
import { requiredText, storable } from "./fields";

/** A job's life: queued, running, then DoneSuccess or Error (part 2 section 4). */
export const JOB_STATUSES = ["NotYetRunning", "Running", "DoneSuccess", "DoneFailure", "DoneException", "Cancelled"] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;

/** What kinds of long work run as jobs; later areas add theirs here. */
export const JOB_KINDS = ["copyInstance"] as const;
export const JobKind = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof JobKind>;

export const JobLogLine = z.object({ at: z.string(), text: z.string() });
export type JobLogLine = z.infer<typeof JobLogLine>;

/** checkJobStatus's answer. startedBy is the full name of the user, or the name of the API key, that started it. */
export const Job = z.object({
  jobId: z.string(),
  kind: JobKind,
  status: JobStatus,
  message: z.string(),
  log: z.array(JobLogLine),
  startedBy: z.string(),
  created: z.string(),
  started: z.string().nullable(),
  finished: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

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
