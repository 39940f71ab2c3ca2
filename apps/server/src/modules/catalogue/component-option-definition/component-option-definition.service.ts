import {
  COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT,
  type ComponentOptionDefinitionExportDocument,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import type { Actor } from "../../../auth/actor";
import { type CatalogueDeps, catalogueService } from "../catalogue-entity/catalogue-entity.service";
import { toComponentOptionDefinitionDto } from "./component-option-definition.dto";
import { componentOptionDefinitionStore } from "./component-option-definition.repo";

/** Texts of the option definition calls' answers that the spec does not quote. */
export const COMPONENT_OPTION_DEFINITION_MESSAGES = {
  nameTaken: "An option definition with this name already exists.",
} as const;

export const componentOptionDefinitionService = catalogueService({
  store: componentOptionDefinitionStore,
  unique: { field: "name", taken: COMPONENT_OPTION_DEFINITION_MESSAGES.nameTaken },
  toDto: toComponentOptionDefinitionDto,
  audit: { resourceType: "componentoptiondefinition", labelOf: (definition) => definition.name },
});

/** The export file of the named definitions, in the order asked (docs/exports.md, "Option definitions"). */
export async function exportComponentOptionDefinitions(
  deps: CatalogueDeps,
  actor: Actor,
  names: readonly string[],
): Promise<ComponentOptionDefinitionExportDocument> {
  return {
    format: COMPONENT_OPTION_DEFINITION_EXPORT_FORMAT,
    formatVersion: 1,
    exportedAt: deps.clock().toISOString(),
    componentOptionDefinitions: await componentOptionDefinitionService.exportByUnique(deps, actor, names),
  };
}
