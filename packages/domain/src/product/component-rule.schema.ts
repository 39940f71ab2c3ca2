import { z } from "zod";
import { etagField } from "../shared/entity-fields";
import { idText } from "../shared/fields";

/** The component rule listing shows this many options per definition before 'View all' (spec part 2, 9). */
export const RULE_OPTIONS_SHOWN = 20;

/** The options a rule enables for one definition of its placement. */
export const EnabledOptions = z.object({
  componentOptionDefinitionId: idText("Definition").min(1),
  componentOptionIds: z.array(idText("Component option").min(1)).max(100_000),
});
export type EnabledOptions = z.infer<typeof EnabledOptions>;

/**
 * What a component rule (generator) generates (spec part 2, 3 "Component generator"): the components
 * of its placement, one per combination of the enabled options of the placement's definitions.
 */
export const GeneratorParameters = z.object({
  componentPlacements: z.array(idText("Placement").min(1)).length(1, { error: "Choose one placement." }),
  enabledOptions: z.array(EnabledOptions).max(50).default([]),
});
export type GeneratorParameters = z.infer<typeof GeneratorParameters>;

export const ComponentRuleCreateInput = z.object({ parameters: GeneratorParameters });
export type ComponentRuleCreateInput = z.input<typeof ComponentRuleCreateInput>;
export const ComponentRuleUpdateInput = ComponentRuleCreateInput.extend({ etag: etagField() });
export type ComponentRuleUpdateInput = z.input<typeof ComponentRuleUpdateInput>;

/** A rule as the rule table shows it: its placement and, per definition, its options' codes. */
export const GeneratorDescription = z.object({
  componentPlacementId: z.string(),
  componentPlacement: z.object({ name: z.string(), code: z.string() }),
  componentDefinitions: z.array(
    z.object({
      componentOptionDefinitionId: z.string(),
      name: z.string(),
      componentOptions: z.array(z.object({ componentOptionId: z.string(), code: z.string() })),
    }),
  ),
});
export type GeneratorDescription = z.infer<typeof GeneratorDescription>;

export const ComponentRule = z.object({
  componentGeneratorId: z.string(),
  componentPackageId: z.string(),
  productId: z.string(),
  versionId: z.string(),
  etag: z.string(),
  /** How many components the rule generated when it was last saved. */
  generated: z.number().int(),
  description: GeneratorDescription,
  parameters: GeneratorParameters,
  created: z.string(),
  lastUpdated: z.string(),
});
export type ComponentRule = z.infer<typeof ComponentRule>;

/** The live rules of a package, oldest first. */
export const ComponentRuleList = z.object({ generators: z.array(ComponentRule) });
export type ComponentRuleList = z.infer<typeof ComponentRuleList>;

/** The answer to a save: the saved rule's id and the package's rules afterwards. */
export const ComponentRuleSaveResult = ComponentRuleList.extend({ componentGeneratorId: z.string() });
export type ComponentRuleSaveResult = z.infer<typeof ComponentRuleSaveResult>;

/** The rule table's count label: '1 component' or 'n components'. */
export function componentCountLabel(count: number): string {
  return count === 1 ? "1 component" : `${count.toLocaleString("en-US")} components`;
}
