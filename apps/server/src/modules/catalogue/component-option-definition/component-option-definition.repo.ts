import { componentOptionDefinitions } from "../../../db/schema/component-option-definitions";
import { catalogueStore } from "../catalogue-entity/catalogue-entity.repo";

/** The queries of option definitions: live definitions of one company, the name unique among them. */
export const componentOptionDefinitionStore = catalogueStore(
  componentOptionDefinitions,
  componentOptionDefinitions.name,
);
