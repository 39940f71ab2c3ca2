import type { Job } from "@atelier/domain/shared/job.schema";
import type { JobRow } from "../db/schema/jobs";

export function toJobDto(row: JobRow): Job {
  return {
    jobId: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    log: row.log,
    startedBy: row.startedBy,
    created: row.createdAt.toISOString(),
    started: row.startedAt?.toISOString() ?? null,
    finished: row.finishedAt?.toISOString() ?? null,
  };
}
