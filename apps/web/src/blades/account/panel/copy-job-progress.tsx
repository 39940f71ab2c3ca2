import { isJobFinished, type Job } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Alert, Button, Code, Group, Loader, ScrollArea, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { useJobStatus } from "../../../api/job";
import { TONES } from "../../../app/theme-tokens";
import { ErrorCallout } from "../../../ui/error-callout";
import { ACCOUNT_TEXTS } from "./account-texts";

/** How often the copy job's status is asked for (spec part 2, 9). */
const COPY_POLL_MS = 5000;

function JobState({ job }: { job: Job | undefined }) {
  if (job?.status === "DoneSuccess") {
    return (
      <Alert
        color={TONES.success}
        icon={<IconCircleCheck size={18} />}
        role="status"
        title={MESSAGES.targetWorkspaceUpdated}
      />
    );
  }
  // DoneFailure, DoneException or Cancelled: the copy did not finish.
  if (job !== undefined && isJobFinished(job.status)) {
    return (
      <Alert
        color={TONES.danger}
        icon={<IconAlertTriangle size={18} />}
        role="alert"
        title={MESSAGES.targetWorkspaceFailed}
      >
        {job.message}
      </Alert>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <Loader size="sm" />
      <Text size="sm">{job?.message || ACCOUNT_TEXTS.copyWaiting}</Text>
    </Group>
  );
}

/** The copy job's progress, polled until it ends: its message while it runs, then the outcome and its log. */
export function CopyJobProgress({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const { data: job, error } = useJobStatus(jobId, COPY_POLL_MS);
  const running = job === undefined || !isJobFinished(job.status);
  return (
    <Stack gap="md" data-testid="copy-progress">
      <ErrorCallout error={error} />
      <JobState job={job} />
      {job !== undefined && job.log.length > 0 && (
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {ACCOUNT_TEXTS.copyLog}
          </Text>
          {/* The log is text only: its viewport takes the focus, so it can be scrolled by keyboard. */}
          <ScrollArea.Autosize
            mah={180}
            type="auto"
            viewportProps={{ tabIndex: 0, "aria-label": ACCOUNT_TEXTS.copyLog }}
          >
            <Code block fz="xs" data-testid="copy-log">
              {job.log.map((line) => line.text).join("\n")}
            </Code>
          </ScrollArea.Autosize>
        </Stack>
      )}
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {running ? ACCOUNT_TEXTS.copyContinuesOnServer : ""}
        </Text>
        <Button variant={running ? "default" : "filled"} onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
