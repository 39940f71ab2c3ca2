import {
  type ComponentRule,
  ComponentRuleCreateInput,
  type ComponentRuleSaveResult,
} from "@atelier/domain/product/component-rule.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";

/** The rule editor's form: the rule's parameters, checked by the domain schema. */
export const RuleForm = ComponentRuleCreateInput;
export type RuleFormValues = z.input<typeof RuleForm>;
export type RuleFormOutput = z.output<typeof RuleForm>;

/** A stored rule's choices, or none for a new rule. */
export function ruleFormValues(rule: ComponentRule | null): RuleFormValues {
  return {
    parameters: {
      componentPlacements: rule ? [...rule.parameters.componentPlacements] : [],
      enabledOptions: rule ? rule.parameters.enabledOptions.map((entry) => ({ ...entry })) : [],
    },
  };
}

/** The rule a save answered with, found in the package's rules the answer lists. */
export function savedRule(result: ComponentRuleSaveResult): ComponentRule {
  const saved = result.generators.find((rule) => rule.componentGeneratorId === result.componentGeneratorId);
  // The server always lists the rule it saved; an answer without it is treated as a failed call.
  if (saved === undefined) throw new Error(MESSAGES.unexpectedError);
  return saved;
}
