import type { AppDeps } from "../../../deps";

/** Where an optimisation's files are stored: the upload, and the result's files by name. */
export const optimizationPrefix = (companyId: string, id: string) => `${companyId}/optimizations/${id}/`;
export const optimizationSourceKey = (companyId: string, id: string) =>
  `${optimizationPrefix(companyId, id)}source.glb`;
export const optimizationResultPrefix = (companyId: string, id: string) =>
  `${optimizationPrefix(companyId, id)}result/`;

/**
 * Removes an optimisation's objects once the row that named them is gone (or was never written). A failure
 * is logged: an orphan object costs space, never data.
 */
export function removeOptimizationBlobs(deps: Pick<AppDeps, "storage" | "log">, companyId: string, id: string) {
  return removePrefix(deps, optimizationPrefix(companyId, id));
}

/** Removes the files of a result that was not kept (a run that failed part-way through storing them). */
export function removeResultBlobs(deps: Pick<AppDeps, "storage" | "log">, companyId: string, id: string) {
  return removePrefix(deps, optimizationResultPrefix(companyId, id));
}

async function removePrefix({ storage, log }: Pick<AppDeps, "storage" | "log">, prefix: string): Promise<void> {
  try {
    await storage.deletePrefix(prefix);
  } catch (error) {
    log.warn({ err: error, prefix }, "an optimisation's objects could not be removed");
  }
}
