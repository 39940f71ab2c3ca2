import { z } from "zod";

/** Rule types of spec part 1 section 2.8 (the add-rule menu) plus Action. */
export const RULE_TYPES = [
  "AlwaysOn",
  "AlwaysOnConditional",
  "BlockedIfAny",
  "BlockedIfAll",
  "BlockedIfAnyUnless",
  "BlockedIfAllUnless",
  "OnlyWhenAny",
  "OnlyWhenAll",
  "Coded",
  "Action",
] as const;
export const RuleType = z.enum(RULE_TYPES);
export type RuleType = z.infer<typeof RuleType>;

/** The longest coded rule accepted (characters): a 10,000-line rule fits with room. */
export const RULE_CODE_MAX_LENGTH = 2_000_000;

/** One rule of a version (spec part 1 section 3, "Rule"). `code` is set for Coded rules only. */
export const Rule = z.object({
  id: z.string(),
  type: RuleType,
  description: z.string().max(2000, { error: "Description is at most 2000 characters." }).default(""),
  inactive: z.boolean().default(false),
  source: z.array(z.string()).default([]),
  target: z.array(z.string()).default([]),
  except: z.array(z.string()).default([]),
  code: z.string().max(RULE_CODE_MAX_LENGTH, { error: "The rule's code is too long." }).optional(),
});
export type Rule = z.infer<typeof Rule>;
