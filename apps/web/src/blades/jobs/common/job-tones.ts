import type { JobLogLevel, JobStatus } from "@atelier/domain/shared/job.schema";
import type { MantineColor } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";

/** A status's colour: waiting is quiet, running is being worked on, then done, failed or stopped. */
export const JOB_STATUS_COLORS: Record<JobStatus, MantineColor> = {
  NotYetRunning: TONES.neutral,
  Running: TONES.info,
  DoneSuccess: TONES.success,
  DoneFailure: TONES.danger,
  DoneException: TONES.danger,
  Cancelled: TONES.caution,
};

/** A log line's colour by its level (lines without one are info). */
export const JOB_LOG_COLORS: Record<JobLogLevel, MantineColor> = {
  info: TONES.neutral,
  warn: TONES.caution,
  error: TONES.danger,
};
