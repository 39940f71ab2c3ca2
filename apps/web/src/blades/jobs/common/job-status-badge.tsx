import { type JobStatus, jobStatusWord } from "@atelier/domain/shared/job.schema";
import { Badge } from "@mantine/core";
import { JOB_STATUS_COLORS } from "./job-tones";

/** A job's status in the spec's words (Waiting, Failed, the others raw), in its colour. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={JOB_STATUS_COLORS[status]}
      style={{ flexShrink: 0, overflow: "visible" }}
      data-testid="job-status"
      data-status={status}
    >
      {jobStatusWord(status)}
    </Badge>
  );
}
