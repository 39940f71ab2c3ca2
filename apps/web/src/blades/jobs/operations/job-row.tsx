import type { JobSummary } from "@atelier/domain/shared/job.schema";
import { memo } from "react";
import { formatTimestamp } from "../../../ui/format-timestamp";
import listClasses from "../../../ui/list/list.module.css";
import { rowPlace } from "../../../ui/list/virtual-list";
import { JobProgress } from "../common/job-progress";
import { JobStatusBadge } from "../common/job-status-badge";
import { JOB_KIND_NAMES, JOB_TEXTS } from "../common/job-texts";

/** Every row has this height, so the list needs no measuring while it scrolls. */
export const JOB_ROW_HEIGHT = 56;

interface JobRowProps {
  job: JobSummary;
  top: number;
  onOpen: (job: JobSummary) => void;
}

/** A job of the Operations list: what it does, who started it and when it was last heard of, its progress and status. */
export const JobRow = memo(function JobRow({ job, top, onOpen }: JobRowProps) {
  const name = job.description || JOB_KIND_NAMES[job.kind];
  const details = [JOB_TEXTS.startedBy(job.startedBy), JOB_TEXTS.updated(formatTimestamp(job.lastUpdated))].join(" · ");
  return (
    <li
      className={listClasses.row}
      style={rowPlace(JOB_ROW_HEIGHT, top)}
      data-testid="job-row"
      data-job-id={job.jobId}
      data-status={job.status}
    >
      <button type="button" className={listClasses.main} title={name} onClick={() => onOpen(job)}>
        <span className={listClasses.text}>
          <span className={listClasses.line}>
            <span className={listClasses.name} data-testid="job-description">
              {name}
            </span>
            <span className={listClasses.code}>{JOB_KIND_NAMES[job.kind]}</span>
          </span>
          <span className={listClasses.description}>{details}</span>
        </span>
      </button>
      <JobProgress job={job} width="9rem" />
      <JobStatusBadge status={job.status} />
    </li>
  );
});
