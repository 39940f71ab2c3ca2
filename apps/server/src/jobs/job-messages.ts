/** Texts of a job's message that the spec does not quote. */
export const JOB_MESSAGES = {
  queued: "Waiting to start.",
  failed: "The job stopped on an unexpected error.",
  serverRestarted: "Stopped: the server restarted while it ran.",
  serverStopping: "Stopped: the server shut down while it ran.",
} as const;
