import type { Db } from "../../../db/client";
import type { ModelState } from "../../../errors/app-error";
import { productNamesOf } from "../../product/product/product.service";
import { referenceErrors } from "../catalogue-entity/catalogue-item";
import { definitionNames, optionCodes } from "../catalogue-entity/catalogue-lookup.service";
import { siteReferenceErrors } from "../site/site.service";
import type { OptionFieldValues } from "./component-option.dto";
import { COMPONENT_OPTION_MESSAGES as M } from "./component-option-messages";

/** The non-null values of `values` with the index each had, so a message lands on the right item. */
function present(values: readonly (string | null)[]): { ids: string[]; at: number[] } {
  const ids: string[] = [];
  const at: number[] = [];
  values.forEach((value, index) => {
    if (value === null) return;
    ids.push(value);
    at.push(index);
  });
  return { ids, at };
}

/**
 * Field messages for what an option names outside the company: its variables' definitions and default
 * values (archived ones of the company are kept, as a saved option still names them), the products it
 * adds, and its per-site overrides.
 */
export async function optionReferenceErrors(db: Db, companyId: string, fields: OptionFieldValues): Promise<ModelState> {
  const definitions = present(fields.variables.map((variable) => variable.componentOptionDefinitionId));
  const defaults = present(fields.variables.map((variable) => variable.defaultValueId));
  const [knownDefinitions, options, products] = await Promise.all([
    definitionNames(db, companyId, definitions.ids),
    optionCodes(db, companyId, defaults.ids),
    productNamesOf(db, companyId, fields.addProducts),
  ]);
  const variableField = (list: { at: number[] }, name: string) => (index: number) =>
    `variables.${list.at[index]}.${name}`;
  return {
    ...referenceErrors(
      definitions.ids,
      new Set(knownDefinitions.keys()),
      variableField(definitions, "componentOptionDefinitionId"),
      {
        notFound: M.variableDefinitionNotFound,
      },
    ),
    ...referenceErrors(defaults.ids, new Set(options.keys()), variableField(defaults, "defaultValueId"), {
      notFound: M.defaultValueNotFound,
    }),
    ...referenceErrors(fields.addProducts, new Set(products.keys()), (index) => `addProducts.${index}`, {
      notFound: M.productNotFound,
    }),
    ...(await siteReferenceErrors(db, companyId, fields)),
  };
}
