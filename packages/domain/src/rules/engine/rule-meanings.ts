import type { BlueprintRule } from "../../customer/blueprint.schema";
import type { RuleReference } from "../../customer/evaluation.schema";
import type { RuleProgram } from "../syntax-tree";
import type { CatalogueIndex } from "./catalogue-index";
import { compileCondition, type Test } from "./conditions";
import { compileEffect, type Effect } from "./effects";
import { isSelected, matchEntry, type NameMatcher } from "./name-matcher";
import type { CompiledRule, EvaluationContext } from "./pass";

/**
 * What each rule type does (docs/rules.md). Source and except entries are conditions on the
 * selections ('is selected'); target entries are the components the rule acts on. In the Unless
 * types the except list is the 'unless' condition; in the others it takes components out of the
 * target.
 */

type Selected = (context: EvaluationContext) => boolean;

const never: Selected = () => false;
const always: Selected = () => true;

// Loops rather than some/every: a callback reading `context` would be a new closure per rule per round.

function anySelected(matchers: readonly NameMatcher[]): Selected {
  if (matchers.length === 0) return never;
  return (context) => {
    for (const matcher of matchers) if (isSelected(matcher, context.selections)) return true;
    return false;
  };
}

function allSelected(matchers: readonly NameMatcher[]): Selected {
  if (matchers.length === 0) return never;
  return (context) => {
    for (const matcher of matchers) if (!isSelected(matcher, context.selections)) return false;
    return true;
  };
}

/** The target's components, without those the except list names. */
function targetComponents(index: CatalogueIndex, rule: BlueprintRule, withExcept: boolean): number[] {
  const excluded = new Set<number>();
  if (withExcept)
    for (const entry of rule.except) for (const number of matchEntry(index, entry).components) excluded.add(number);
  const components = new Set<number>();
  for (const entry of rule.target) {
    for (const number of matchEntry(index, entry).components) if (!excluded.has(number)) components.add(number);
  }
  return [...components].sort((a, b) => a - b);
}

const entries = (index: CatalogueIndex, list: readonly string[]) => list.map((entry) => matchEntry(index, entry));

/** Compiles a rule of any type but Coded; Coded rules go through `compileCodedRule`. */
export function compileListRule(index: CatalogueIndex, rule: BlueprintRule, ref: RuleReference): CompiledRule | null {
  const source = entries(index, rule.source);
  switch (rule.type) {
    case "AlwaysOn":
    case "AlwaysOnConditional": {
      const when = rule.source.length === 0 ? always : anySelected(source);
      const targets = targetComponents(index, rule, true);
      const flag = rule.type === "AlwaysOn" ? "unblockable" : "enabled";
      return {
        ref,
        apply: (context, pass) => {
          if (when(context)) pass.mark(pass[flag], targets);
        },
      };
    }
    case "BlockedIfAny":
    case "BlockedIfAll": {
      const when = rule.type === "BlockedIfAny" ? anySelected(source) : allSelected(source);
      const targets = targetComponents(index, rule, true);
      return {
        ref,
        apply: (context, pass) => {
          if (when(context)) pass.block(targets, ref);
        },
      };
    }
    case "BlockedIfAnyUnless":
    case "BlockedIfAllUnless": {
      const when = rule.type === "BlockedIfAnyUnless" ? anySelected(source) : allSelected(source);
      const unless = anySelected(entries(index, rule.except));
      const targets = targetComponents(index, rule, false);
      return {
        ref,
        apply: (context, pass) => {
          if (when(context) && !unless(context)) pass.block(targets, ref);
        },
      };
    }
    case "OnlyWhenAny":
    case "OnlyWhenAll": {
      if (source.length === 0) return null;
      const when = rule.type === "OnlyWhenAny" ? anySelected(source) : allSelected(source);
      const targets = targetComponents(index, rule, true);
      return { ref, apply: (context, pass) => pass.onlyWhen(targets, when(context), ref) };
    }
    case "Action": {
      const when = rule.source.length === 0 ? always : anySelected(source);
      const unless = anySelected(entries(index, rule.except));
      const actions = rule.target
        .map(actionOf)
        .filter((action) => action.event !== "")
        .map((action) => ({ ...action, rule: ref }));
      return {
        ref,
        apply: (context, pass) => {
          if (!when(context) || unless(context)) return;
          pass.actions.push(...actions);
        },
      };
    }
    case "Coded":
      return null;
  }
}

/** A target entry of an Action rule: the event name, then parameters separated by blanks. */
function actionOf(entry: string): { event: string; parameters: string[] } {
  const [event = "", ...parameters] = entry.trim().split(/\s+/);
  return { event, parameters };
}

/** Compiles a parsed coded rule: each statement fires its first branch that holds, else its ELSE. */
export function compileCodedRule(index: CatalogueIndex, program: RuleProgram, ref: RuleReference): CompiledRule {
  const statements: CompiledStatement[] = program.statements.map((statement) => ({
    branches: statement.branches.map((branch) => ({
      test: compileCondition(index, branch.condition),
      effects: branch.effects.map((effect) => compileEffect(index, effect, ref)),
    })),
    otherwise: (statement.otherwise?.effects ?? []).map((effect) => compileEffect(index, effect, ref)),
  }));
  return {
    ref,
    apply: (context, pass) => {
      for (const statement of statements) {
        for (const effect of firedEffects(statement, context)) effect(context, pass);
      }
    },
  };
}

interface CompiledStatement {
  branches: readonly { test: Test; effects: readonly Effect[] }[];
  otherwise: readonly Effect[];
}

/** The effects of the statement's first branch that holds, else of its ELSE. */
function firedEffects(statement: CompiledStatement, context: EvaluationContext): readonly Effect[] {
  for (const branch of statement.branches) if (branch.test(context)) return branch.effects;
  return statement.otherwise;
}
