import type {
  BlockedComponent,
  ConfigurationIssue,
  ConfigurationValue,
  EngineState,
  PlacementState,
  RequiredValue,
} from "../../customer/evaluation.schema";
import { blockersOf, isSelectable } from "./blocking";
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

/** The engine's answer for a settled evaluation. */
export function buildState(input: StateInput): EngineState {
  const { index, settled } = input;
  const { pass } = settled;
  const issues = [...input.issues];
  const requiredByPlacement = groupRequired(pass);
  const touched = touchedByPlacement(index, pass);
  const placements = index.placements.map((placement) => {
    const candidates = touched.get(placement.index) ?? [];
    const state = placementState(input, placement, candidates, requiredByPlacement.get(placement.index) ?? []);
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

function placementState(
  input: StateInput,
  indexed: IndexedPlacement,
  candidates: readonly number[],
  requiredValues: RequiredValue[],
): PlacementState {
  const { index, combineOnlyWhen, settled } = input;
  const blocked: BlockedComponent[] = [];
  for (const component of candidates) {
    const blockedBy = blockersOf(settled.pass, component, combineOnlyWhen);
    if (blockedBy.length > 0) blocked.push({ code: index.components[component]?.code ?? "", blockedBy });
  }
  let anySelectable = false;
  for (let component = indexed.first; component < indexed.end && !anySelectable; component += 1) {
    anySelectable = isSelectable(index, settled.pass, component, combineOnlyWhen);
  }
  const selected = settled.selections[indexed.index] ?? -1;
  return {
    code: indexed.placement.code,
    selected: index.components[selected]?.code ?? null,
    forcedBy: settled.forcedBy[indexed.index] ?? null,
    blocked,
    required: !indexed.placement.optional && anySelectable,
    requiredValues,
  };
}

/** The components rules touched, per placement number, in component order. */
function touchedByPlacement(index: CatalogueIndex, pass: Pass): Map<number, number[]> {
  const grouped = new Map<number, number[]>();
  for (const component of Int32Array.from(pass.touched).sort()) {
    const placement = index.placementOf[component] as number;
    const list = grouped.get(placement);
    if (list) list.push(component);
    else grouped.set(placement, [component]);
  }
  return grouped;
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
