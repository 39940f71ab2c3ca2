import type { Blueprint, BlueprintPlacement } from "@atelier/domain/customer/blueprint.schema";
import type {
  ConfigurationValue,
  EngineState,
  EvaluateRequest,
  PlacementState,
} from "@atelier/domain/customer/evaluation.schema";
import type { RuleEngine } from "@atelier/domain/rules/engine/rule-engine";
import type { StudioChoices } from "./studio-address";

/** A personal value is keyed '{attribute} OF {placement code}', as rules and recipes name it. */
export function valueKey(attribute: string, placementCode: string): string {
  return `${attribute} OF ${placementCode}`;
}

export function allPlacements(blueprint: Blueprint): BlueprintPlacement[] {
  return blueprint.groups.flatMap((group) => group.placements);
}

/**
 * Whether a placement's personal fields apply: it has a component chosen (or offers none), or a rule requires
 * one of its values. A monogram's text means nothing while no monogram is chosen.
 */
export function fieldsApply(placement: BlueprintPlacement, state: PlacementState | undefined): boolean {
  return (
    placement.components.length === 0 || (state?.selected ?? null) !== null || (state?.requiredValues.length ?? 0) > 0
  );
}

/**
 * The typed values as the engine and the recipe take them: number fields as numbers, blank fields left
 * out (a required one is then reported missing), values of no field of the version dropped, and, when the
 * engine's state is given, values of placements whose fields do not apply (`fieldsApply`) dropped too.
 */
export function configurationValues(
  blueprint: Blueprint,
  values: Readonly<Record<string, string>>,
  state?: EngineState,
): Record<string, ConfigurationValue> {
  const result: Record<string, ConfigurationValue> = {};
  const states = new Map(state?.placements.map((entry) => [entry.code, entry]));
  for (const placement of allPlacements(blueprint)) {
    if (state !== undefined && !fieldsApply(placement, states.get(placement.code))) continue;
    for (const field of placement.fields) {
      const key = valueKey(field.attribute, placement.code);
      const text = values[key]?.trim() ?? "";
      if (text === "") continue;
      if (field.kind === "string") result[key] = values[key] ?? text;
      else if (Number.isFinite(Number(text))) result[key] = Number(text);
    }
  }
  return result;
}

/** The engine's question for these choices. */
export function evaluateRequest(
  blueprint: Blueprint,
  choices: StudioChoices,
  options: { changed?: string; initial?: boolean } = {},
): EvaluateRequest {
  return {
    site: blueprint.site,
    locale: blueprint.locale,
    selections: { ...choices.selections },
    values: configurationValues(blueprint, choices.values),
    changed: options.changed,
    initial: options.initial ?? false,
  };
}

/** The component per placement after the rules: the customer's, or the one a rule forced. */
export function resolvedSelections(state: EngineState): Record<string, string> {
  const selections: Record<string, string> = {};
  for (const placement of state.placements) {
    if (placement.selected !== null) selections[placement.code] = placement.selected;
  }
  return selections;
}

/** The first component of the placement the customer may choose now, if any. */
function firstChoosable(placement: BlueprintPlacement, state: EngineState): string | undefined {
  const blocked = new Set(state.placements.find((entry) => entry.code === placement.code)?.blocked.map((b) => b.code));
  return placement.components.find((component) => component.unavailable === null && !blocked.has(component.code))?.code;
}

/** The version's first initial configuration, when it names components per placement. */
function storedInitialSelections(blueprint: Blueprint): Record<string, string> | null {
  const [first] = blueprint.initialConfigurations;
  if (typeof first !== "object" || first === null) return null;
  const candidate = "selections" in first ? (first as { selections: unknown }).selections : first;
  if (typeof candidate !== "object" || candidate === null) return null;
  const codes = new Set(allPlacements(blueprint).map((placement) => placement.code));
  const selections: Record<string, string> = {};
  for (const [placement, component] of Object.entries(candidate)) {
    if (codes.has(placement) && typeof component === "string") selections[placement] = component;
  }
  return Object.keys(selections).length === 0 ? null : selections;
}

/**
 * Where the Studio starts (docs/decisions/web-customer-studio-state.md): the version's first
 * initial configuration when it has one, then the engine's first evaluation (INITIAL rules may select),
 * then, for every placement that may not stay empty, its first component the customer may choose.
 */
export function initialChoices(blueprint: Blueprint, engine: RuleEngine): StudioChoices {
  const values: Record<string, string> = {};
  for (const placement of allPlacements(blueprint)) {
    for (const field of placement.fields) {
      if (field.defaultValue !== null) values[valueKey(field.attribute, placement.code)] = String(field.defaultValue);
    }
  }
  const stored = storedInitialSelections(blueprint) ?? {};
  const first = engine.evaluate(evaluateRequest(blueprint, { selections: stored, values }, { initial: true }));
  const selections = resolvedSelections(first);
  for (const placement of allPlacements(blueprint)) {
    if (selections[placement.code] !== undefined || placement.optional) continue;
    const component = firstChoosable(placement, first);
    if (component !== undefined) selections[placement.code] = component;
  }
  return { selections, values };
}
