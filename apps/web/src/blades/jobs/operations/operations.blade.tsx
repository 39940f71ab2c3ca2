import type { JobSummary } from "@atelier/domain/shared/job.schema";
import { Group, Text, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import { type JobFilter, useJobPages } from "../../../api/job";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ListCount } from "../../../ui/list/list-count";
import { ListFrame } from "../../../ui/list/list-frame";
import { usePagedRows } from "../../../ui/list/use-paged-rows";
import { JOB_TEXTS } from "../common/job-texts";
import { jobsLinks } from "../jobs-links";
import { JobFilters } from "./job-filters";
import { JOB_ROW_HEIGHT, JobRow } from "./job-row";

const EMPTY = { text: JOB_TEXTS.noJobs };
const ANY: JobFilter = { status: undefined, kind: undefined };

/**
 * The Operations blade (spec part 3, "Operations panel"): the company's jobs, newest first, read again every
 * 5 seconds, filtered by status and kind; each opens its Job log.
 */
export function OperationsBlade({ blade, title }: BladeProps) {
  const { open } = useBlades();
  const [filter, setFilter] = useState<JobFilter>(ANY);
  const query = useJobPages(filter);
  const source = usePagedRows(query);
  const onOpen = useCallback(
    (job: JobSummary) => open(jobsLinks.log({ jobId: job.jobId }), { parentId: blade.id }),
    [open, blade.id],
  );
  const filtered = filter.status !== undefined || filter.kind !== undefined;

  return (
    <ListFrame
      testId="operations-blade"
      toolbar={
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" data-testid="blade-title">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {JOB_TEXTS.refreshing}
          </Text>
        </Group>
      }
      filter={<JobFilters filter={filter} onChange={setFilter} />}
      error={query.error}
      failed={query.isError && source.rows.length === 0}
      count={
        source.total !== undefined &&
        source.total > 0 && <ListCount testId="jobs-count" text={JOB_TEXTS.count(source.total)} />
      }
      source={source}
      filtered={filtered}
      rows={{
        label: JOB_TEXTS.jobs,
        rowHeight: JOB_ROW_HEIGHT,
        overscan: 8,
        scrollKey: `${filter.status ?? ""}/${filter.kind ?? ""}`,
        renderRow: (job, top) => <JobRow job={job} top={top} onOpen={onOpen} />,
      }}
      empty={EMPTY}
      messageTestId="operations-message"
    />
  );
}
