import type { Blueprint, BlueprintRule } from "../../customer/blueprint.schema";
import type { ConfigurationIssue, EngineState, EvaluateRequest, RuleReference } from "../../customer/evaluation.schema";
import { parseRule } from "../parse";
import { type CatalogueIndex, indexCatalogue } from "./catalogue-index";
import { valuesRead } from "./conditions";
import { settle } from "./fixed-point";
import type { Conflict } from "./forced-selections";
import { engineMessages } from "./messages";
import { type CompiledRule, Pass } from "./pass";
import { compileCodedRule, compileListRule } from "./rule-meanings";
import { describeParsedRule, describeRule } from "./rule-sentence";
import { buildState } from "./state-builder";
import { normalizeValues, soleFieldPlacements, splitValueKey } from "./values";

/**
 * A blueprint's rules, parsed and indexed once. `evaluate` answers the same for the same input and
 * its answers stay valid after later calls; it reuses the engine's scratch pass, which is safe
 * because it runs to completion without yielding.
 */
export interface RuleEngine {
  evaluate(input: EvaluateRequest): EngineState;
}

interface Prepared {
  blueprint: Blueprint;
  index: CatalogueIndex;
  rules: CompiledRule[];
  conflicts: Conflict[];
  sole: ReadonlyMap<string, string>;
  /** The value keys HASVALUE conditions read. */
  watched: ReadonlySet<string>;
  /** What the rules decide in a round, with room for every component: reset, not reallocated, per round. */
  pass: Pass;
}

/** Parses coded rules once and indexes names (docs/rules.md). Never throws on rules the editor accepts. */
export function prepareRuleEngine(blueprint: Blueprint): RuleEngine {
  const index = indexCatalogue(blueprint);
  const rules: CompiledRule[] = [];
  const conflicts: Conflict[] = [];
  const watched = new Set<string>();
  for (const rule of applicableRules(blueprint)) {
    if (rule.type === "Coded") {
      const parsed = parseRule(rule.code ?? "");
      const ref = reference(rule, describeParsedRule(rule, parsed));
      const [error] = parsed.errors;
      if (error) conflicts.push({ message: engineMessages.syntaxErrors(ref.description, error.message), rules: [ref] });
      else {
        rules.push(compileCodedRule(index, parsed.tree, ref));
        valuesRead(index, parsed.tree, watched);
      }
      continue;
    }
    const compiled = compileListRule(index, rule, reference(rule, describeRule(rule)));
    if (compiled) rules.push(compiled);
  }
  const pass = new Pass(index.components.length);
  const prepared: Prepared = { blueprint, index, rules, conflicts, sole: soleFieldPlacements(index), watched, pass };
  return { evaluate: (input) => evaluate(prepared, input) };
}

/** The rules that apply: with 'Don't apply rules from sibling products', only the product's own. */
function applicableRules(blueprint: Blueprint): BlueprintRule[] {
  if (!blueprint.settings.noSiblingRules) return blueprint.rules;
  return blueprint.rules.filter((rule) => rule.fromStyleCode === blueprint.product.styleCode);
}

/** How messages name a rule: its description, else its meaning (without the sentence's full stop). */
function reference(rule: BlueprintRule, sentence: string): RuleReference {
  return { ruleId: rule.id, type: rule.type, description: rule.description.trim() || sentence.replace(/\.$/, "") };
}

function evaluate(prepared: Prepared, input: EvaluateRequest): EngineState {
  const { blueprint, index } = prepared;
  const issues: ConfigurationIssue[] = [];
  const customer = new Int32Array(index.placements.length).fill(-1);
  for (const [placementCode, componentCode] of Object.entries(input.selections ?? {})) {
    const placement = index.placements[index.placementByCode.get(placementCode) ?? -1];
    const field = `selections.${placementCode}`;
    if (!placement) {
      issues.push({ field, message: engineMessages.unknownPlacement(placementCode) });
      continue;
    }
    const component = placement.byCode.get(componentCode);
    if (component === undefined)
      issues.push({ field, message: engineMessages.unknownComponent(componentCode, placementCode) });
    else customer[placement.index] = component;
  }
  for (const key of Object.keys(input.values ?? {})) {
    const placement = splitValueKey(key)?.placement;
    if (placement !== undefined && !index.placementByCode.has(placement)) {
      issues.push({ field: `values.${key}`, message: engineMessages.unknownPlacement(placement) });
    }
  }
  const values = normalizeValues(input.values ?? {}, prepared.sole);
  const settled = settle({
    index,
    rules: prepared.rules,
    combineOnlyWhen: blueprint.settings.combineOnlyWhen,
    customer,
    values,
    watched: prepared.watched,
    pass: prepared.pass,
    context: {
      site: input.site || blueprint.site,
      locale: input.locale || blueprint.locale,
      initial: input.initial ?? false,
      changed: input.changed ?? null,
    },
  });
  for (const [key, { value }] of settled.pass.sets) values.set(key, value);
  return buildState({
    index,
    combineOnlyWhen: blueprint.settings.combineOnlyWhen,
    settled,
    values,
    issues,
    conflicts: prepared.conflicts,
  });
}
