import type { DataImportLogLine } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import { hasChanges, ImportTally } from "@atelier/domain/data/import/import-tally";
import { z } from "zod";
import type { AuditActor } from "../../../audit/audit-recorder";
import { MINUTE } from "../../../clock";
import type { DataImportRow } from "../../../db/schema/data-imports";
import type { JobRow } from "../../../db/schema/jobs";
import type { AppDeps } from "../../../deps";
import { progressFromTransaction } from "../../../jobs/job-progress-in-transaction";
import { type JobContext, JobFailure, type JobHandler, type JobOptions } from "../../../jobs/job-queue";
import { deleteItems, findImport, updateImport } from "./data-import.repo";
import { ApplyRefused, applyImport } from "./data-import-apply";
import { planImport } from "./data-import-plan";
import { ImportFileError } from "./data-import-stream";

/** A dry run and apply of 110,000 items stays far below this (docs/decisions/data-import-bench.md). */
const DATA_IMPORT_TIME_LIMIT_MS = 30 * MINUTE;

const DataImportJobInput = z.object({ importId: z.string(), action: z.enum(["plan", "apply"]) });

type JobDeps = Pick<AppDeps, "db" | "clock" | "storage" | "log" | "catalogueRevisions">;

/** The user (or key) who queued the job acts through it, signed in nowhere (like a workspace copy). */
function actorOf(job: JobRow): AuditActor {
  return job.startedByUserId
    ? {
        kind: "user",
        userId: job.startedByUserId,
        name: job.startedBy,
        sessionId: "",
        companyId: job.companyId,
        roles: [],
      }
    : { kind: "system", name: job.startedBy, companyId: job.companyId };
}

/** How many items apply writes: those its dry run found to add or change (at least one, as apply needs). */
function itemsToWrite(feed: DataImportRow): number {
  const counts = Object.values(feed.summary ?? {});
  return Math.max(
    1,
    counts.reduce((sum, kind) => sum + (kind?.added ?? 0) + (kind?.changed ?? 0), 0),
  );
}

/** What a failure says in the feed's log: a file's problem exactly, anything else without its internals. */
function failureText(error: unknown, signal: AbortSignal, fallback: (detail: string) => string): string {
  if (error instanceof ImportFileError || error instanceof ApplyRefused) return error.message;
  if (signal.aborted) return fallback("the job was stopped");
  return fallback("an unexpected error (see the server log)");
}

/**
 * The dataImport job: `plan` runs the dry run of a Created feed (Running, then Success with its summary, or
 * Exception with the file's problem as an error line), and applies it at once when it was uploaded without
 * dryRun; `apply` applies a feed whose apply was asked (Running), its progress the percent of the items written.
 * Every line of the feed's log goes to the job's log too, so the Operations blade shows it.
 */
export function dataImportJob(deps: JobDeps): { handler: JobHandler; options: JobOptions } {
  const now = () => deps.clock();
  const line = (level: DataImportLogLine["level"], text: string): DataImportLogLine => ({
    at: now().toISOString(),
    level,
    text,
  });

  async function fail(
    context: JobContext,
    feed: DataImportRow,
    lines: DataImportLogLine[],
    text: string,
    error: unknown,
  ): Promise<never> {
    if (!(error instanceof ImportFileError || error instanceof ApplyRefused)) {
      deps.log.error({ err: error, importId: feed.id }, "a data import failed");
    }
    const log = [...lines, line("error", text)];
    await updateImport(
      deps.db,
      feed.companyId,
      feed.id,
      { statuses: ["Running"] },
      { status: "Exception", log },
      now(),
    );
    await context.log(text, "error");
    throw new JobFailure(text, { cause: error });
  }

  async function apply(context: JobContext, feed: DataImportRow): Promise<string> {
    const total = itemsToWrite(feed);
    const progress = progressFromTransaction(context, (error) =>
      deps.log.warn({ err: error, importId: feed.id }, "a data import's progress was not written"),
    );
    try {
      const applied = await applyImport(deps, feed, actorOf(context.job), (written) =>
        progress.report((100 * written) / total),
      );
      await progress.settle();
      const last = applied.log[applied.log.length - 1];
      if (last) await context.log(last.text, last.level, new Date(last.at));
      return last?.text ?? "";
    } catch (error) {
      await progress.settle();
      return fail(context, feed, feed.log, failureText(error, context.signal, M.applyFailed), error);
    } finally {
      deps.catalogueRevisions.wrote(feed.companyId);
    }
  }

  async function plan(context: JobContext, feed: DataImportRow): Promise<string> {
    const { companyId, id } = feed;
    const started = await updateImport(deps.db, companyId, id, { statuses: ["Created"] }, { status: "Running" }, now());
    if (!started) return "The import is not waiting for its dry run.";
    const tally = new ImportTally(() => now().toISOString());
    let format: DataImportRow["format"];
    try {
      format = await planImport(deps, started, tally, {
        progress: (percent) => context.progress(percent),
        signal: context.signal,
      });
    } catch (error) {
      await deleteItems(deps.db, companyId, id);
      return fail(context, started, tally.log, failureText(error, context.signal, M.planFailed), error);
    }
    for (const entry of tally.log) await context.log(entry.text, entry.level, new Date(entry.at));
    const applyNext = started.applyAfterPlan === 1 && hasChanges(tally.summary);
    const planned = await updateImport(
      deps.db,
      companyId,
      id,
      { statuses: ["Running"] },
      { status: applyNext ? "Running" : "Success", format, summary: tally.summary, log: tally.log },
      now(),
    );
    if (!planned) return "The import was changed while its dry run ran.";
    return applyNext ? apply(context, planned) : M.planned(tally.items);
  }

  const handler: JobHandler = async (context) => {
    const { importId, action } = DataImportJobInput.parse(context.input);
    const feed = await findImport(deps.db, context.job.companyId, importId);
    if (!feed) return "The import was removed.";
    if (action === "plan") return plan(context, feed);
    if (feed.status !== "Running") return "The import is not waiting to be applied.";
    return apply(context, feed);
  };
  return { handler, options: { timeLimitMs: DATA_IMPORT_TIME_LIMIT_MS } };
}
