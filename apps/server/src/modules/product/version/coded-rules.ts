import type { Rule } from "@atelier/domain/product/rule.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import { assertNoFieldErrors, type ModelState } from "../../../errors/app-error";

/**
 * The parser's messages ('Line N, Column M: ...') for each coded rule that does not parse, under
 * `rulesJson.{index}.code`. Inactive rules are checked too: a rule is stored only in a form that can be turned on.
 */
export function codedRuleErrors(rules: readonly Pick<Rule, "type" | "code">[]): ModelState {
  const modelState: ModelState = {};
  rules.forEach((rule, index) => {
    if (rule.type !== "Coded") return;
    const { errors } = parseRule(rule.code ?? "");
    if (errors.length > 0) modelState[`rulesJson.${index}.code`] = errors.map((error) => error.message);
  });
  return modelState;
}

/** Refuses a save whose coded rules do not parse: a 400 with codedRuleErrors as its modelState. */
export function checkCodedRules(rules: readonly Pick<Rule, "type" | "code">[]): void {
  assertNoFieldErrors(codedRuleErrors(rules));
}
