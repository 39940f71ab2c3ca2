import type { InnerCondition, ListCondition, NamedCondition, RuleCondition } from "../syntax-tree";

/** A condition under any number of NOTs, looped rather than recursed: a rule may stack thousands. */
export function unwrapNots(condition: InnerCondition): { named: NamedCondition; negated: boolean } {
  let named = condition;
  let negated = false;
  while (named.kind === "not") {
    named = named.condition;
    negated = !negated;
  }
  return { named, negated };
}

export function isListCondition(condition: RuleCondition): condition is ListCondition {
  return condition.kind === "any" || condition.kind === "all";
}

/** The conditions of an ANY OF / ALL OF list, or the condition itself. */
export function innerConditions(condition: RuleCondition): readonly InnerCondition[] {
  return isListCondition(condition) ? condition.conditions : [condition];
}
