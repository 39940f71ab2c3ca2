import { isJobFinished } from "@atelier/domain/shared/job.schema";
import { Group, Stack, Text, Title } from "@mantine/core";
import { IconPlayerStop } from "@tabler/icons-react";
import { ApiError } from "../../../api/http";
import { JOB_LIST_REFRESH_MS, useCancelJob, useJobStatus } from "../../../api/job";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { JobProgress } from "../common/job-progress";
import { JobStatusBadge } from "../common/job-status-badge";
import { JOB_KIND_NAMES, JOB_TEXTS } from "../common/job-texts";
import { JobDetails } from "./job-details";
import { JobLogLines } from "./job-log-lines";

/**
 * The Job log blade (spec part 3, "Operations panel"): a job's details, Cancel (with 'Confirm?') while it
 * is queued or runs, and its log coloured by level, read again every 5 seconds until the job ends.
 */
export function LogBlade({ blade, title }: BladeProps) {
  const jobId = blade.itemId ?? "";
  const query = useJobStatus(jobId, JOB_LIST_REFRESH_MS);
  const cancel = useCancelJob();
  const job = query.data;
  const name = job ? job.description || JOB_KIND_NAMES[job.kind] : undefined;
  useBladeTitle(name);

  if (!job) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="sm" data-testid="log-blade">
        {gone ? (
          <Text size="sm" data-testid="job-not-found">
            {JOB_TEXTS.notFound}
          </Text>
        ) : (
          <ErrorCallout error={query.error} />
        )}
        {query.isPending && <LoadingLine />}
      </Stack>
    );
  }
  const running = !isJobFinished(job.status);
  return (
    <Stack gap="md" data-testid="log-blade">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" flex="1 1 12rem" miw={0}>
          <Title order={2} size="h4" data-testid="blade-title">
            {name ?? title}
          </Title>
          <JobStatusBadge status={job.status} />
        </Group>
        {running && (
          <ConfirmButton
            size="xs"
            variant="default"
            leftSection={<IconPlayerStop size={14} />}
            loading={cancel.isPending}
            onConfirm={() => cancel.mutate(job.jobId)}
          >
            {JOB_TEXTS.cancel}
          </ConfirmButton>
        )}
      </Group>
      <ErrorCallout error={query.error ?? cancel.error} />
      {cancel.isSuccess && running && (
        <Text size="sm" data-testid="job-cancel-asked">
          {JOB_TEXTS.cancelAsked}
        </Text>
      )}
      <JobProgress job={job} width="100%" />
      <JobDetails job={job} />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {JOB_TEXTS.log}
        </Text>
        <JobLogLines lines={job.log} />
      </Stack>
    </Stack>
  );
}
