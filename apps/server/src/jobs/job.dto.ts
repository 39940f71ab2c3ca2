import type { Job, JobSummary } from "@atelier/domain/shared/job.schema";
import type { JobRow } from "../db/schema/jobs";
import type { JobListRow } from "./job.repo";

export function toJobSummaryDto(row: JobListRow): JobSummary {
  const lastUpdated = row.finishedAt ?? row.heartbeatAt ?? row.startedAt ?? row.createdAt;
  return {
    jobId: row.id,
    kind: row.kind,
    description: row.description,
    status: row.status,
    message: row.message,
    progress: row.progress,
    startedBy: row.startedBy,
    relatedEntityId: row.relatedEntityId,
    created: row.createdAt.toISOString(),
    started: row.startedAt?.toISOString() ?? null,
    finished: row.finishedAt?.toISOString() ?? null,
    lastUpdated: lastUpdated.toISOString(),
  };
}

export function toJobDto(row: JobRow): Job {
  return { ...toJobSummaryDto(row), log: row.log };
}
