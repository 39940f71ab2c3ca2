import type { PlacementUsage } from "../catalogue/component-placement.schema";
import type { GeneratedComponent } from "./component-generation";

/** What a rule's stored component holds that generation writes, besides its option key. */
export interface StoredComponent {
  code: string;
  placementIndependentCode: string;
  usage: PlacementUsage;
}

/** The writes that make a rule's stored components the wanted ones. */
export interface ComponentChanges {
  insert: GeneratedComponent[];
  /** Stored components (by option key) whose code, placement-independent code or usage changes. */
  update: GeneratedComponent[];
  /** Option keys of stored components no longer wanted. */
  remove: string[];
}

/**
 * Compares a rule's stored components (by option key) with the ones it generates now: new keys are
 * inserted, dropped keys removed and kept keys updated only when what they hold changed, so generating
 * the same components again writes nothing.
 */
export function diffComponents(
  existing: ReadonlyMap<string, StoredComponent>,
  wanted: Iterable<GeneratedComponent>,
): ComponentChanges {
  const changes: ComponentChanges = { insert: [], update: [], remove: [] };
  const kept = new Set<string>();
  for (const component of wanted) {
    const stored = existing.get(component.optionKey);
    if (!stored) {
      changes.insert.push(component);
      continue;
    }
    kept.add(component.optionKey);
    if (
      stored.code !== component.code ||
      stored.placementIndependentCode !== component.placementIndependentCode ||
      stored.usage !== component.usage
    ) {
      changes.update.push(component);
    }
  }
  for (const key of existing.keys()) if (!kept.has(key)) changes.remove.push(key);
  return changes;
}
