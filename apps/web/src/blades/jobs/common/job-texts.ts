import type { JobKind } from "@atelier/domain/shared/job.schema";

/** Texts of the Operations and Job log blades that the spec does not quote. */
export const JOB_TEXTS = {
  jobs: "Jobs",
  noJobs: "No jobs yet. Long work, such as copying a workspace, shows here while it runs and after.",
  count: (total: number) => `${total} ${total === 1 ? "job" : "jobs"}`,
  anyStatus: "Any status",
  anyKind: "Any kind",
  statusFilter: "Status",
  kindFilter: "Kind",
  refreshing: "Refreshed every 5 seconds",
  startedBy: (name: string) => `Started by ${name}`,
  updated: (when: string) => `Updated ${when}`,
  progress: "Progress",
  details: "Details",
  status: "Status",
  message: "Message",
  kind: "Kind",
  started: "Started",
  finished: "Finished",
  created: "Queued",
  lastUpdated: "Last updated",
  startedByLabel: "Started by",
  log: "Log",
  emptyLog: "Nothing logged yet.",
  cancel: "Cancel job",
  cancelAsked: "Cancel requested: the job stops at its next step.",
  notFound: "This job is no longer there: finished jobs are deleted after 30 days.",
  level: { info: "Info", warn: "Warning", error: "Error" },
} as const;

/** A job kind in words. */
export const JOB_KIND_NAMES: Record<JobKind, string> = {
  copyInstance: "Workspace copy",
  assetMask: "Asset mask",
  assetLightmap: "Asset lightmap",
  dataOptimization: "3D optimisation",
  dataImport: "Batch import",
};
