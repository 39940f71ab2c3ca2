import type { OptimizationLogLine } from "@atelier/domain/asset/optimization.schema";
import { z } from "zod";
import { MINUTE } from "../../../clock";
import type { AppDeps } from "../../../deps";
import { JobFailure, type JobHandler, type JobOptions } from "../../../jobs/job-queue";
import { conversionFailed, OptimizationFailure } from "../gltf/optimization-runner";
import { findOptimization, updateOptimization } from "./data-optimization.repo";
import { removeResultBlobs } from "./data-optimization-blobs";
import { optimizeStored } from "./data-optimization-run";

/** A run longer than this is stopped between two steps and ends in Exception. */
const OPTIMIZATION_TIME_LIMIT_MS = 15 * MINUTE;

const OptimizationJobInput = z.object({ dataOptimizationId: z.string() });

type JobDeps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/**
 * The dataOptimization job: Ready -> Processing, the runner (src/modules/asset/gltf/optimization-runner.ts)
 * over the uploaded GLB with the steps kept when it was started, the result's files stored, then Success with
 * the figures and the validator's report, or Exception with 'Conversion failed: ...', the log and the report.
 * Whatever fails, the optimisation never stays in Processing: a failure to record Success records Exception.
 */
export function dataOptimizationJob(deps: JobDeps): { handler: JobHandler; options: JobOptions } {
  const handler: JobHandler = async ({ job, input, signal, log }) => {
    const { dataOptimizationId: id } = OptimizationJobInput.parse(input);
    const { companyId } = job;
    const row = await findOptimization(deps.db, companyId, id);
    if (row?.status !== "Ready" || !row.steps) return "The optimisation was removed or is not waiting to run.";
    const processing = await updateOptimization(
      deps.db,
      companyId,
      id,
      { statuses: ["Ready"] },
      { status: "Processing" },
      deps.clock(),
    );
    if (!processing) return "The optimisation was removed before it started.";

    const lines: OptimizationLogLine[] = [];
    try {
      const summary = await optimizeStored(deps, processing, signal, async (line) => {
        lines.push(line);
        await log(line.text, line.level, new Date(line.at));
      });
      return summary;
    } catch (error) {
      const failure = error instanceof OptimizationFailure ? error : undefined;
      const detail = failure?.message ?? (error instanceof Error ? error.message : String(error));
      const message = conversionFailed(detail);
      await removeResultBlobs(deps, companyId, id);
      const ended = await updateOptimization(
        deps.db,
        companyId,
        id,
        { statuses: ["Processing"] },
        {
          status: "Exception",
          message,
          log: failure?.log ?? [...lines, { at: deps.clock().toISOString(), level: "error", text: detail }],
          before: failure?.before ?? null,
          validator: failure?.validator ?? null,
          resultKey: null,
          resultName: null,
        },
        deps.clock(),
      );
      if (!ended) deps.log.warn({ id }, "an optimisation ended while it was no longer processing");
      throw new JobFailure(message, { cause: error });
    }
  };
  return { handler, options: { timeLimitMs: OPTIMIZATION_TIME_LIMIT_MS } };
}
