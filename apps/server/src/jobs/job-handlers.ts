import type { JobKind } from "@atelier/domain/shared/job.schema";
import type { AppDeps } from "../deps";
import { workspaceCopyHandler } from "../modules/account/workspace-copy/workspace-copy.job";
import type { JobHandler } from "./job-queue";

/** Every job kind with the handler that runs it: the one list, so a kind without a handler does not compile. */
function jobHandlers(deps: AppDeps): Record<JobKind, JobHandler> {
  return {
    copyInstance: workspaceCopyHandler(deps),
  };
}

/** Gives the queue every handler; buildApp calls it once, before the worker starts. */
export function registerJobHandlers(deps: AppDeps): void {
  for (const [kind, handler] of Object.entries(jobHandlers(deps)) as [JobKind, JobHandler][]) {
    deps.jobs.handle(kind, handler);
  }
}
