import { z } from "zod";
import { RuleType } from "../product/rule.schema";
import { storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";

/**
 * What the rule engine is asked and what it answers (docs/rules.md). The engine is
 * `prepareRuleEngine(blueprint).evaluate(input)` in rules/engine; the evaluate call and the recipe
 * call take the same input.
 */

/** The most placements and values one request may name. */
export const CONFIGURATION_MAX_ENTRIES = 2000;

const code = (label: string) => storableText(TEXT_MAX.code, label).min(1, { error: `${label} is required.` });

/** A personal value: a text (at most TEXT_MAX.notes characters) or a finite number. */
export const ConfigurationValue = z.union([
  storableText(TEXT_MAX.notes, "Value"),
  z.number({ error: "A value is a text or a number." }).refine(Number.isFinite, { error: "A value must be finite." }),
]);
export type ConfigurationValue = z.infer<typeof ConfigurationValue>;

/** The customer's configuration: a component code per placement code, and personal values. */
export const Configuration = z.object({
  site: storableText(TEXT_MAX.code, "Site").default(""),
  locale: storableText(TEXT_MAX.code, "Locale").default(""),
  selections: z
    .record(code("Placement"), code("Component"))
    .refine((value) => Object.keys(value).length <= CONFIGURATION_MAX_ENTRIES, {
      error: `At most ${CONFIGURATION_MAX_ENTRIES} selections.`,
    })
    .default({}),
  /** Keyed '{attribute} OF {placement code}' (or the attribute alone when only one placement has it). */
  values: z
    .record(storableText(TEXT_MAX.name, "Value name").min(1), ConfigurationValue)
    .refine((value) => Object.keys(value).length <= CONFIGURATION_MAX_ENTRIES, {
      error: `At most ${CONFIGURATION_MAX_ENTRIES} values.`,
    })
    .default({}),
});
export type Configuration = z.infer<typeof Configuration>;

/** `POST blueprint/{styleCode}/{versionCode}/evaluate`. */
export const EvaluateInput = Configuration.extend({
  /** The placement the customer just changed (CHANGED conditions); none on the first evaluation. */
  changed: storableText(TEXT_MAX.code, "Changed").optional(),
  /** True on the first evaluation of a session (INITIAL conditions). */
  initial: z.boolean().default(false),
});
export type EvaluateInput = z.input<typeof EvaluateInput>;
export type EvaluateRequest = z.output<typeof EvaluateInput>;

/** The rule that decided something, for the customer's reason and the author's debugging. */
export const RuleReference = z.object({ ruleId: z.string(), type: RuleType, description: z.string() });
export type RuleReference = z.infer<typeof RuleReference>;

export const BlockedComponent = z.object({
  code: z.string(),
  /** Every rule that blocks it (at least one). */
  blockedBy: z.array(RuleReference),
});
export type BlockedComponent = z.infer<typeof BlockedComponent>;

export const RequiredValue = z.object({
  attribute: z.string(),
  kind: z.enum(["string", "number"]),
  requiredBy: RuleReference,
});
export type RequiredValue = z.infer<typeof RequiredValue>;

export const PlacementState = z.object({
  code: z.string(),
  /** The component chosen after the rules: the customer's, a forced one, or null. */
  selected: z.string().nullable(),
  /** Set when a SELECT or SELECTBYTAG chose the component. */
  forcedBy: RuleReference.nullable(),
  /** Components the customer cannot choose now, with the rules that block them. */
  blocked: z.array(BlockedComponent),
  /** Whether a component must be chosen here before saving. */
  required: z.boolean(),
  /** Personal values the rules require here. */
  requiredValues: z.array(RequiredValue),
});
export type PlacementState = z.infer<typeof PlacementState>;

/** A problem with the configuration, keyed by the field it belongs to ('selections.BODY', 'values.text OF BODY'). */
export const ConfigurationIssue = z.object({ field: z.string(), message: z.string() });
export type ConfigurationIssue = z.infer<typeof ConfigurationIssue>;

export const EngineState = z.object({
  placements: z.array(PlacementState),
  /** Values set by SET effects, keyed like the input's values. */
  values: z.record(z.string(), z.string()),
  blueprintUpdates: z.array(z.object({ path: z.string(), value: z.string(), rule: RuleReference })),
  actions: z.array(z.object({ event: z.string(), parameters: z.array(z.string()), rule: RuleReference })),
  /** Rules that contradict each other on this configuration (a cycle, or a select of a blocked component). */
  conflicts: z.array(z.object({ message: z.string(), rules: z.array(RuleReference) })),
  /** Empty when the configuration may be saved as a recipe. */
  issues: z.array(ConfigurationIssue),
});
export type EngineState = z.infer<typeof EngineState>;
