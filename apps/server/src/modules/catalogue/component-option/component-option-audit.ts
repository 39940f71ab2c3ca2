import type { ComponentOption, ComponentOptionSummary } from "@atelier/domain/catalogue/component-option.schema";
import type { CatalogueAuditNames } from "../catalogue-entity/catalogue-audit";

/** Options in the audit trail: at `componentoption/{id}`, called by their name (or code when unnamed). */
export const OPTION_AUDIT: CatalogueAuditNames<ComponentOption | ComponentOptionSummary> = {
  resourceType: "componentoption",
  labelOf: (option) => option.name || option.code,
};
