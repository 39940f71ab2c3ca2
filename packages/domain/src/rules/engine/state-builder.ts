import type {
  BlockedComponent,
  ConfigurationIssue,
  ConfigurationValue,
  EngineState,
  PlacementState,
  RequiredValue,
} from "../../customer/evaluation.schema";
import { blockersOf, isBlocked, isSelectable } from "./blocking";
import type { CatalogueIndex, IndexedPlacement } from "./catalogue-index";
import type { Settled } from "./fixed-point";
import type { Conflict } from "./forced-selections";
import { engineMessages } from "./messages";
import type { Pass } from "./pass";
import { hasValue, isNumberValue, valueKey } from "./values";

export interface StateInput {
  index: CatalogueIndex;
  combineOnlyWhen: boolean;
  settled: Settled;
  /** The customer's values with the last round's SET values over them. */
  values: ReadonlyMap<string, ConfigurationValue>;
  /** Issues found reading the request (unknown placements and components). */
  issues: ConfigurationIssue[];
  /** Conflicts known before evaluating (coded rules skipped for syntax errors). */
  conflicts: readonly Conflict[];
}

/** The engine's answer for a settled evaluation; it shares nothing with the pass, which the next evaluation reuses. */
export function buildState(input: StateInput): EngineState {
  const { index, settled } = input;
  const { pass } = settled;
  const issues = [...input.issues];
  const requiredByPlacement = groupRequired(pass);
  const placements = index.placements.map((placement) => {
    const state = placementState(input, placement, requiredByPlacement.get(placement.index) ?? []);
    issues.push(...placementIssues(input, placement, state));
    return state;
  });
  return {
    placements,
    values: Object.fromEntries([...pass.sets].map(([key, { value }]) => [key, value])),
    blueprintUpdates: pass.updates.map((update) => ({ ...update })),
    actions: pass.actions.map((action) => ({ ...action, parameters: [...action.parameters] })),
    conflicts: [...input.conflicts, ...settled.conflicts],
    issues,
  };
}

function groupRequired(pass: Pass): Map<number, RequiredValue[]> {
  const grouped = new Map<number, RequiredValue[]>();
  for (const { placement, attribute, kind, rule } of pass.required) {
    const list = grouped.get(placement) ?? [];
    if (!list.some((value) => value.attribute === attribute && value.kind === kind)) {
      list.push({ attribute, kind, requiredBy: rule });
    }
    grouped.set(placement, list);
  }
  return grouped;
}

function placementState(input: StateInput, indexed: IndexedPlacement, requiredValues: RequiredValue[]): PlacementState {
  const { index, combineOnlyWhen, settled } = input;
  let anySelectable = false;
  for (let component = indexed.first; component < indexed.end && !anySelectable; component += 1) {
    anySelectable = isSelectable(index, settled.pass, component, combineOnlyWhen);
  }
  const selected = settled.selections[indexed.index] ?? -1;
  return {
    code: indexed.placement.code,
    selected: index.components[selected]?.code ?? null,
    forcedBy: settled.forcedBy[indexed.index] ?? null,
    blocked: blockedComponents(input, indexed),
    required: !indexed.placement.optional && anySelectable,
    requiredValues,
  };
}

/**
 * The placement's blocked components in component order. Counted first so the array, which is part
 * of the answer, is allocated once at its size rather than regrown while pushing.
 */
function blockedComponents(input: StateInput, indexed: IndexedPlacement): BlockedComponent[] {
  const { index, combineOnlyWhen, settled } = input;
  let count = 0;
  for (let component = indexed.first; component < indexed.end; component += 1) {
    if (isBlocked(settled.pass, component, combineOnlyWhen)) count += 1;
  }
  const blocked = new Array<BlockedComponent>(count);
  let at = 0;
  for (let component = indexed.first; at < count; component += 1) {
    if (!isBlocked(settled.pass, component, combineOnlyWhen)) continue;
    const blockedBy = blockersOf(settled.pass, component, combineOnlyWhen);
    blocked[at] = { code: index.components[component]?.code ?? "", blockedBy };
    at += 1;
  }
  return blocked;
}

function placementIssues(input: StateInput, indexed: IndexedPlacement, state: PlacementState): ConfigurationIssue[] {
  const { index, combineOnlyWhen, settled } = input;
  const code = indexed.placement.code;
  const field = `selections.${code}`;
  const issues: ConfigurationIssue[] = [];
  const selected = settled.selections[indexed.index] ?? -1;
  const component = index.components[selected];
  if (component && !isSelectable(index, settled.pass, selected, combineOnlyWhen)) {
    const message =
      component.unavailable !== null
        ? engineMessages.unavailable(component.code, component.unavailable)
        : engineMessages.blocked(
            component.code,
            blockersOf(settled.pass, selected, combineOnlyWhen).map((rule) => rule.description),
          );
    issues.push({ field, message });
  }
  if (!component && state.required)
    issues.push({ field, message: engineMessages.placementRequired(indexed.placement.name || code) });
  for (const { attribute, kind, requiredBy } of state.requiredValues) {
    const key = valueKey(attribute, code);
    const value = input.values.get(key);
    if (!hasValue(value)) {
      issues.push({
        field: `values.${key}`,
        message: engineMessages.valueRequired(attribute, code, requiredBy.description),
      });
    } else if (kind === "number" && !isNumberValue(value)) {
      issues.push({
        field: `values.${key}`,
        message: engineMessages.numberRequired(attribute, code, requiredBy.description),
      });
    }
  }
  return issues;
}
