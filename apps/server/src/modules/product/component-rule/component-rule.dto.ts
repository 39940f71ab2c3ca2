import type { ComponentRule } from "@atelier/domain/product/component-rule.schema";
import type { ComponentRuleRow } from "../../../db/schema/component-generators";

/** The catalogue names a rule's description shows, by id. */
export interface RuleNames {
  placements: ReadonlyMap<string, { name: string; code: string }>;
  definitions: ReadonlyMap<string, string>;
  /** Option codes. */
  options: ReadonlyMap<string, string>;
}

/** The ids a rule's description names. */
export function namedIds(row: Pick<ComponentRuleRow, "parameters">) {
  const { componentPlacements, enabledOptions } = row.parameters;
  return {
    placements: componentPlacements,
    definitions: enabledOptions.map((entry) => entry.componentOptionDefinitionId),
    options: enabledOptions.flatMap((entry) => entry.componentOptionIds),
  };
}

/**
 * A rule as the API answers it. Its description names the placement and, per definition, the options
 * in the rule's order; an item since removed from the catalogue shows empty names, an option without a
 * code is left out.
 */
export function toComponentRuleDto(row: ComponentRuleRow, names: RuleNames): ComponentRule {
  const placementId = row.parameters.componentPlacements[0] ?? "";
  return {
    componentGeneratorId: row.id,
    componentPackageId: row.packageId,
    productId: row.productId,
    versionId: row.versionId,
    etag: row.etag,
    generated: row.generated,
    description: {
      componentPlacementId: placementId,
      componentPlacement: names.placements.get(placementId) ?? { name: "", code: "" },
      componentDefinitions: row.parameters.enabledOptions.map((entry) => ({
        componentOptionDefinitionId: entry.componentOptionDefinitionId,
        name: names.definitions.get(entry.componentOptionDefinitionId) ?? "",
        componentOptions: entry.componentOptionIds.flatMap((componentOptionId) => {
          const code = names.options.get(componentOptionId);
          return code === undefined ? [] : [{ componentOptionId, code }];
        }),
      })),
    },
    parameters: row.parameters,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
  };
}
