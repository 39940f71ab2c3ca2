import type { PlacementOptions } from "@atelier/domain/catalogue/component-placement.schema";
import {
  countOf,
  type GenerationDefinition,
  type GenerationPlacement,
  MAX_COMPONENTS_PER_RULE,
} from "@atelier/domain/product/component-generation";
import type { EnabledOptions, GeneratorParameters } from "@atelier/domain/product/component-rule.schema";
import type { CustomAttributeList } from "@atelier/domain/shared/custom-attribute.schema";
import type { Db } from "../../../db/client";
import { AppError, assertNoFieldErrors, type ModelState } from "../../../errors/app-error";
import { referenceErrors } from "../../catalogue/catalogue-entity/catalogue-item";
import { optionAttributes } from "../../catalogue/catalogue-entity/catalogue-lookup.service";
import {
  findLivePlacement,
  placementGenerationTypes,
  placementOptions,
} from "../../catalogue/component-placement/component-placement.service";
import { COMPONENT_GENERATOR_MESSAGES as M } from "./component-rule-messages";

/** What saving a rule generates from: its placement, its definitions with their selected options, and the count. */
export interface GenerationPlan {
  placementId: string;
  placement: GenerationPlacement;
  definitions: GenerationDefinition[];
  count: number;
}

const field = (index: number, rest: string) => `parameters.enabledOptions.${index}.${rest}`;
const invalid = (key: string, message: string) => AppError.invalid({ [key]: [message] });

/**
 * Field messages for the selections: each definition must be one of the placement's (once), each option
 * a live option of that definition (once).
 */
function selectionErrors(enabled: readonly EnabledOptions[], offered: PlacementOptions): ModelState {
  const optionsOf = new Map(
    offered.definitions.map((definition) => [
      definition.componentOptionDefinitionId,
      new Set(definition.componentOptions.map((option) => option.componentOptionId)),
    ]),
  );
  const errors = referenceErrors(
    enabled.map((entry) => entry.componentOptionDefinitionId),
    new Set(optionsOf.keys()),
    (index) => field(index, "componentOptionDefinitionId"),
    { notFound: M.definitionNotOfPlacement, twice: M.definitionTwice },
  );
  enabled.forEach((entry, index) => {
    const known = optionsOf.get(entry.componentOptionDefinitionId);
    if (!known) return;
    Object.assign(
      errors,
      referenceErrors(entry.componentOptionIds, known, (at) => field(index, `componentOptionIds.${at}`), {
        notFound: M.optionNotOfDefinition,
        twice: M.optionTwice,
      }),
    );
  });
  return errors;
}

/** The placement's definitions in its order, each with the options the rule selected for it, in the rule's order. */
function selectedDefinitions(
  offered: PlacementOptions,
  enabled: readonly EnabledOptions[],
  attributes: ReadonlyMap<string, CustomAttributeList>,
): GenerationDefinition[] {
  const selected = new Map(enabled.map((entry) => [entry.componentOptionDefinitionId, entry.componentOptionIds]));
  return offered.definitions.map((definition) => {
    const codes = new Map(definition.componentOptions.map((option) => [option.componentOptionId, option.code]));
    return {
      componentOptionDefinitionId: definition.componentOptionDefinitionId,
      optional: definition.optional,
      options: (selected.get(definition.componentOptionDefinitionId) ?? []).map((id) => ({
        componentOptionId: id,
        code: codes.get(id) ?? "",
        customAttributesJson: attributes.get(id) ?? [],
      })),
    };
  });
}

/**
 * Checks a rule's parameters against the catalogue and gathers what generation needs: 400 with field
 * messages when the placement or a selection is wrong, and when the rule would generate no components
 * or more than MAX_COMPONENTS_PER_RULE.
 */
export async function planGeneration(
  db: Db,
  companyId: string,
  parameters: GeneratorParameters,
): Promise<GenerationPlan> {
  const placementId = parameters.componentPlacements[0] ?? "";
  const row = await findLivePlacement(db, companyId, placementId);
  if (!row) throw invalid("parameters.componentPlacements.0", M.placementNotFound);
  const offered = await placementOptions(db, companyId, placementId);
  assertNoFieldErrors(selectionErrors(parameters.enabledOptions, offered));

  const types = await placementGenerationTypes(db, companyId, placementId);
  const readsAttributes = types.some((type) => type.partCodeFormat.some((sequence) => sequence.type === "attribute"));
  const attributes = readsAttributes
    ? await optionAttributes(
        db,
        companyId,
        parameters.enabledOptions.flatMap((entry) => entry.componentOptionIds),
      )
    : new Map<string, CustomAttributeList>();
  const definitions = selectedDefinitions(offered, parameters.enabledOptions, attributes);

  const count = countOf(definitions);
  if (count === 0) throw invalid("parameters.enabledOptions", M.noComponents);
  if (count > MAX_COMPONENTS_PER_RULE) throw invalid("parameters.enabledOptions", M.tooManyComponents(count));
  return { placementId, placement: { code: row.code, name: row.name, usage: row.usage, types }, definitions, count };
}
