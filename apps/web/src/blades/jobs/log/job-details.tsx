import type { Job } from "@atelier/domain/shared/job.schema";
import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { JOB_KIND_NAMES, JOB_TEXTS } from "../common/job-texts";

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

const when = (iso: string | null) => (iso === null ? "-" : formatTimestamp(iso));

/** A job's message, kind, starter and times. */
export function JobDetails({ job }: { job: Job }) {
  return (
    <Stack gap="sm">
      <Detail label={JOB_TEXTS.message} testId="job-message">
        {job.message || "-"}
      </Detail>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Detail label={JOB_TEXTS.kind}>{JOB_KIND_NAMES[job.kind]}</Detail>
        <Detail label={JOB_TEXTS.startedByLabel}>{job.startedBy}</Detail>
        <Detail label={JOB_TEXTS.created}>{when(job.created)}</Detail>
        <Detail label={JOB_TEXTS.started}>{when(job.started)}</Detail>
        <Detail label={JOB_TEXTS.finished}>{when(job.finished)}</Detail>
        <Detail label={JOB_TEXTS.lastUpdated}>{when(job.lastUpdated)}</Detail>
      </SimpleGrid>
    </Stack>
  );
}
