import type { Rule } from "@atelier/domain/product/rule.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import { assertNoFieldErrors } from "../../../errors/app-error";

/**
 * Refuses a save whose coded rules do not parse: a 400 whose modelState holds, under
 * `rulesJson.{index}.code`, the parser's messages ('Line N, Column M: ...') for each such rule.
 * Inactive rules are checked too: a rule is stored only in a form that can be turned on.
 */
export function checkCodedRules(rules: readonly Pick<Rule, "type" | "code">[]): void {
  const modelState: Record<string, string[]> = {};
  rules.forEach((rule, index) => {
    if (rule.type !== "Coded") return;
    const { errors } = parseRule(rule.code ?? "");
    if (errors.length > 0) modelState[`rulesJson.${index}.code`] = errors.map((error) => error.message);
  });
  assertNoFieldErrors(modelState);
}
