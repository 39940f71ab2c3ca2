import type { JobContext } from "./job-queue";

/** Progress reported from inside a long transaction: see progressFromTransaction. */
export interface TransactionProgress {
  /** Reports a percent without waiting for its write. */
  report(percent: number): void;
  /** Waits for the writes still pending: call it once the transaction has ended. */
  settle(): Promise<void>;
}

/**
 * Reports a job's progress from inside a transaction, whose statements must not wait for a write through the
 * pool (on PGlite the one connection is the transaction's: waiting would never end). Each percent is written
 * through `context.progress` without being awaited, one write at a time, the newest percent kept for the next:
 * on PostgreSQL the writes take another connection and commit at once, so the job's GET shows them while the
 * transaction runs; on PGlite they wait for the transaction and land as it ends
 * (docs/decisions/data-import-apply-progress.md). A failed write is handed to `failed` and forgotten.
 */
export function progressFromTransaction(
  context: Pick<JobContext, "progress">,
  failed: (error: unknown) => void,
): TransactionProgress {
  let writing: Promise<void> | undefined;
  let next: number | undefined;
  const write = (percent: number) => {
    writing = context
      .progress(percent)
      .catch(failed)
      .then(() => {
        writing = undefined;
        const waiting = next;
        next = undefined;
        if (waiting !== undefined) write(waiting);
      });
  };
  return {
    report(percent) {
      if (writing) next = percent;
      else write(percent);
    },
    async settle() {
      while (writing) await writing;
    },
  };
}
