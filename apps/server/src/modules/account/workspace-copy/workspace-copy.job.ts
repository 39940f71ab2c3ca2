import { CopyInstanceInput } from "@atelier/domain/shared/job.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { HOUR } from "../../../clock";
import type { AppDeps } from "../../../deps";
import { JobFailure, type JobHandler, type JobOptions } from "../../../jobs/job-queue";
import { copyCatalogue } from "./copy-catalogue";
import { recordCopyInTarget } from "./workspace-copy-audit";
import { COPY_MESSAGES, failedCopy } from "./workspace-copy-messages";

/** A copy that runs longer than this is stopped (it leaves part of the copy; running it again replaces it). */
const COPY_TIME_LIMIT_MS = HOUR;

/**
 * The copyInstance job: the notes as the first log line, then the copy in parts (each statement commits
 * on its own, docs/decisions/server-workspace-copy-in-parts.md), a log line per table and the percent of
 * rows copied. A copy that stopped says whether the target was changed.
 */
export function workspaceCopyJob(deps: AppDeps): { handler: JobHandler; options: JobOptions } {
  const handler: JobHandler = async ({ job, input, signal, log, progress }) => {
    const { instanceId: target, notes } = CopyInstanceInput.parse(input);
    if (notes !== "") await log(notes);
    await progress(0, COPY_MESSAGES.running);
    const state = { changed: false };
    const copied: Record<string, number> = {};
    let shown = 0;
    try {
      await copyCatalogue(deps.db, {
        source: job.companyId,
        target,
        signal,
        state,
        copied: (step, count) => {
          copied[step.label.many] = count;
          return log(COPY_MESSAGES.copied(count, step.label));
        },
        progress: async (done, total) => {
          const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
          if (percent === shown) return;
          shown = percent;
          await progress(percent);
        },
      });
    } catch (error) {
      if (state.changed) {
        deps.catalogueRevisions.wrote(target);
        await recordCopyInTarget(deps, job, target, { copied, completed: false });
      }
      await log(state.changed ? COPY_MESSAGES.partWay : COPY_MESSAGES.notChanged, "warn");
      if (error instanceof JobFailure || signal.aborted) throw error;
      throw new JobFailure(failedCopy(COPY_MESSAGES.couldNotFinish, state.changed), { cause: error });
    }
    deps.catalogueRevisions.wrote(target);
    await recordCopyInTarget(deps, job, target, { copied, completed: true });
    return MESSAGES.targetWorkspaceUpdated;
  };
  return { handler, options: { timeLimitMs: COPY_TIME_LIMIT_MS } };
}
