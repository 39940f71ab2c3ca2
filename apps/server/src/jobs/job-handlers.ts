import type { JobKind } from "@atelier/domain/shared/job.schema";
import type { AppDeps } from "../deps";
import { workspaceCopyJob } from "../modules/account/workspace-copy/workspace-copy.job";
import { dataOptimizationJob } from "../modules/asset/data-optimization/data-optimization.job";
import { assetLightmapJob, assetMaskJob } from "../modules/asset/derive/derive.job";
import { dataImportJob } from "../modules/data/data-import/data-import.job";
import type { JobHandler, JobOptions } from "./job-queue";

/** Every job kind with its handler, time limit and retries: the one list, so a kind without a handler does not compile. */
function jobHandlers(deps: AppDeps): Record<JobKind, { handler: JobHandler; options: JobOptions }> {
  return {
    copyInstance: workspaceCopyJob(deps),
    assetMask: assetMaskJob(deps),
    assetLightmap: assetLightmapJob(deps),
    dataOptimization: dataOptimizationJob(deps),
    dataImport: dataImportJob(deps),
  };
}

/** Gives the queue every handler; buildApp calls it once, before the worker starts. */
export function registerJobHandlers(deps: AppDeps): void {
  for (const [kind, { handler, options }] of Object.entries(jobHandlers(deps)) as [
    JobKind,
    { handler: JobHandler; options: JobOptions },
  ][]) {
    deps.jobs.handle(kind, handler, options);
  }
}
