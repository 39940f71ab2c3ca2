import type { OptimizationList } from "@atelier/domain/asset/optimization.schema";

/** An optimisation as the list holds it (no log, no report). */
export type OptimizationItem = OptimizationList["items"][number];

/** The profiles an item offers, as select options; the chosen one kept even when it left the offer. */
export function profileOptions(item: OptimizationItem): { value: string; label: string }[] {
  const options = item.availableOptimizationMethods.map((method) => ({ value: method.id, label: method.name }));
  const chosen = item.optimizationMethod;
  if (chosen !== null && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: chosen });
  }
  return options;
}
