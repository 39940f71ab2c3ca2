import type { DataImportLogLine } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { isJobFinished } from "@atelier/domain/shared/job.schema";
import type { AppDeps } from "../../../deps";
import { deleteItems, listWaitingImports, updateImport, type WaitingImport } from "./data-import.repo";

/** Why the feed's job ended without a word: what the job says (server restarted, cancelled), or that it stopped. */
function stopText({ feed, job }: WaitingImport): string {
  const detail = job && job.status !== "DoneSuccess" && job.message ? job.message : M.jobStopped;
  // A feed with a summary had its dry run: it was waiting for (or running) its apply.
  return feed.summary === null ? M.planFailed(detail) : M.applyFailed(detail);
}

/**
 * Ends, as Exception with an error line, the feeds left Created or Running by a job that has ended without
 * recording their end: a server stopped while it ran (the job queue's sweep ends its job), a queued job
 * cancelled from the Operations list. A dry run's part-way difference is removed; an apply (one transaction)
 * wrote nothing. Called when the server starts (for every company) and when feeds are read, so that none
 * stays Running for ever, as settleStoppedRuns does for the 3D optimisations.
 */
export async function settleStoppedImports(deps: Pick<AppDeps, "db" | "clock">, companyId?: string): Promise<void> {
  const waiting = await listWaitingImports(deps.db, companyId);
  for (const entry of waiting) {
    const { feed, job } = entry;
    if (job && !isJobFinished(job.status)) continue;
    const now = deps.clock();
    const line: DataImportLogLine = { at: now.toISOString(), level: "error", text: stopText(entry) };
    const change = { status: "Exception" as const, log: [...feed.log, line] };
    const ended = await updateImport(deps.db, feed.companyId, feed.id, { statuses: [feed.status] }, change, now);
    if (ended && feed.summary === null) await deleteItems(deps.db, feed.companyId, feed.id);
  }
}
