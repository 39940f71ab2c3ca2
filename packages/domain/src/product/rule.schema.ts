import { z } from "zod";
import { idText, storable, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";

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
  id: idText(),
  type: RuleType,
  description: storable("Description")
    .max(TEXT_MAX.description, { error: "Description is at most 2000 characters." })
    .default(""),
  inactive: z.boolean().default(false),
  source: z.array(storableText(TEXT_MAX.name)).max(10_000).default([]),
  target: z.array(storableText(TEXT_MAX.name)).max(10_000).default([]),
  except: z.array(storableText(TEXT_MAX.name)).max(10_000).default([]),
  code: storable("Code").max(RULE_CODE_MAX_LENGTH, { error: "The rule's code is too long." }).optional(),
});
export type Rule = z.infer<typeof Rule>;
