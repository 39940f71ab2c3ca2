import { OPTIMIZATION_POLL_MS, type OptimizationStatus } from "@atelier/domain/asset/optimization.schema";

/** Queued (Ready) or running (Processing): its status will still change by itself. */
export function isOptimizationRunning(status: OptimizationStatus): boolean {
  return status === "Ready" || status === "Processing";
}

/** How often to read again: every OPTIMIZATION_POLL_MS while any item runs (part 3 section 4), else never. */
export function optimizationPollInterval(items: readonly { status: OptimizationStatus }[]): number | false {
  return items.some((item) => isOptimizationRunning(item.status)) ? OPTIMIZATION_POLL_MS : false;
}
