/** Texts of a job's message and log that the spec does not quote. */
export const JOB_MESSAGES = {
  queued: "Waiting to start.",
  failed: "The job stopped on an unexpected error.",
  serverRestarted: "Stopped: the server restarted while it ran.",
  serverStopping: "Stopped: the server shut down while it ran.",
  cancelled: "Cancelled.",
  cancelRequested: (name: string) => `Cancel requested by ${name}.`,
  alreadyFinished: "This job has already finished: there is nothing to cancel.",
  timeLimit: (limit: string) => `Stopped: the job ran longer than its limit of ${limit}.`,
  retrying: (attempt: number, attempts: number, reason: string, wait: string) =>
    `Attempt ${attempt} of ${attempts} failed: ${reason} Trying again in ${wait}.`,
} as const;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** A span of time in words, in whole minutes from a minute on, else in whole seconds (at least 1). */
export function durationWords(ms: number): string {
  if (ms >= 60_000) return plural(Math.round(ms / 60_000), "minute");
  return plural(Math.max(1, Math.round(ms / 1000)), "second");
}
