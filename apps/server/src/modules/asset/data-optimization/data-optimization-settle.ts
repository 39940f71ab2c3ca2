import { isJobFinished } from "@atelier/domain/shared/job.schema";
import type { Actor } from "../../../auth/actor";
import type { DataOptimizationRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { getJob } from "../../../jobs/job.service";
import { conversionFailed } from "../gltf/optimization-runner";
import { updateOptimization } from "./data-optimization.repo";

/** What a run whose job ended without a word says. */
export const RUN_STOPPED = "the run stopped before it finished.";

/**
 * Ends, as Exception, the runs in Ready or Processing whose job has ended without recording their end: a
 * queued job cancelled from the Operations list, a server stopped in the middle of a run (its job is ended
 * by the queue's sweep), a run given up on past its time limit. Called when optimisations are read, so that
 * none stays queueing or processing for ever. Answers the rows as they are now.
 */
export async function settleStoppedRuns(
  deps: AppDeps,
  actor: Actor,
  rows: readonly DataOptimizationRow[],
): Promise<DataOptimizationRow[]> {
  const settled: DataOptimizationRow[] = [];
  for (const row of rows) {
    if ((row.status !== "Ready" && row.status !== "Processing") || !row.jobId) {
      settled.push(row);
      continue;
    }
    const job = await getJob(deps, actor, row.jobId).catch(() => undefined);
    if (job && !isJobFinished(job.status)) {
      settled.push(row);
      continue;
    }
    const now = deps.clock();
    const message = conversionFailed(job?.message || RUN_STOPPED);
    const line = { at: now.toISOString(), level: "error" as const, text: message };
    const change = { status: "Exception" as const, message, log: [...row.log, line] };
    const ended = await updateOptimization(deps.db, row.companyId, row.id, { statuses: [row.status] }, change, now);
    settled.push(ended ?? row);
  }
  return settled;
}
