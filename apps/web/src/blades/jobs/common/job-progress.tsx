import type { JobSummary } from "@atelier/domain/shared/job.schema";
import { Group, Progress, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import { JOB_TEXTS } from "./job-texts";

/** A running job's percent done as a bar and a number; a job that cannot tell shows a moving bar. */
export function JobProgress({ job, width }: { job: Pick<JobSummary, "progress" | "status">; width: number | string }) {
  if (job.status !== "Running") return null;
  const known = job.progress !== null;
  return (
    <Group gap={6} wrap="nowrap" w={width} data-testid="job-progress">
      <Progress
        flex="1 1 auto"
        value={known ? (job.progress ?? 0) : 100}
        animated={!known}
        striped={!known}
        color={TONES.info}
        aria-label={JOB_TEXTS.progress}
      />
      {known && (
        <Text size="xs" w="3em" ta="right" data-testid="job-percent">
          {job.progress}%
        </Text>
      )}
    </Group>
  );
}
