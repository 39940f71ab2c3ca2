import { CopyInstanceInput } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { AppDeps } from "../../../deps";
import { JobFailure, type JobHandler } from "../../../jobs/job-queue";
import { copyCatalogue } from "./copy-catalogue";
import { COPY_MESSAGES } from "./workspace-copy-messages";

/**
 * The copyInstance job: the notes as the first log line, then the whole copy in one transaction. Its log
 * lines wait until the transaction ends (on PGlite a write beside an open transaction waits for it), then
 * are written with the times they happened; a copy that failed adds that nothing changed.
 */
export function workspaceCopyHandler(deps: AppDeps): JobHandler {
  return async ({ job, input, signal, log, progress }) => {
    const { instanceId: target, notes } = CopyInstanceInput.parse(input);
    if (notes !== "") await log(notes);
    await progress(COPY_MESSAGES.running);
    const lines: { text: string; at: Date }[] = [];
    const writeLines = async () => {
      for (const line of lines) await log(line.text, line.at);
    };
    try {
      await deps.db.transaction(
        (tx) =>
          copyCatalogue(tx, {
            source: job.companyId,
            target,
            signal,
            copied: (step, count) => lines.push({ text: COPY_MESSAGES.copied(count, step.label), at: deps.clock() }),
          }),
        { isolationLevel: "repeatable read" },
      );
    } catch (error) {
      await writeLines();
      await log(COPY_MESSAGES.rolledBack);
      if (error instanceof JobFailure || signal.aborted) throw error;
      throw new JobFailure(COPY_MESSAGES.couldNotFinish, { cause: error });
    }
    await writeLines();
    deps.catalogueRevisions.wrote(target);
    return MESSAGES.targetWorkspaceUpdated;
  };
}
