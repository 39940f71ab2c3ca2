import { type Version, VersionFields } from "@atelier/domain/product/version.schema";
import { parseRule } from "@atelier/domain/rules/parse";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

/** A coded rule with syntax errors cannot be saved: the field says how many and the first one. */
function codeIssue(code: string): string | null {
  const { errors } = parseRule(code);
  const first = errors[0];
  if (first === undefined) return null;
  return errors.length === 1 ? first.message : `${first.message} (and ${errors.length - 1} more)`;
}

/** The rules screen's form: the two settings, the rules, and the etag they were read with. */
const RulesFormSchema = VersionFields.pick({ noSiblingRules: true, combineOnlyWhen: true, rulesJson: true })
  .extend({ etag: z.string() })
  .superRefine((values, context) => {
    values.rulesJson.forEach((rule, index) => {
      if (rule.type !== "Coded") return;
      const issue = codeIssue(rule.code ?? "");
      if (issue !== null) context.addIssue({ code: "custom", path: ["rulesJson", index, "code"], message: issue });
    });
  });
export type RulesFormValues = z.output<typeof RulesFormSchema>;
/** Typed by its output: the form always holds complete values, read from a version. */
export const RulesForm = RulesFormSchema as z.ZodType<RulesFormValues, RulesFormValues>;
export type RulesFormApi = UseFormReturn<RulesFormValues, unknown, RulesFormValues>;

export function rulesFormValues(version: Version): RulesFormValues {
  return {
    etag: version.etag,
    noSiblingRules: version.noSiblingRules,
    combineOnlyWhen: version.combineOnlyWhen,
    rulesJson: version.rulesJson,
  };
}

export const rulesTitle = (code: number, product: string) => `Rules of v${code} of ${product}`;
