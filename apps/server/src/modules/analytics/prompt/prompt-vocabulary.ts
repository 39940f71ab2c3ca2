import type { PromptVocabulary } from "@atelier/domain/analytics/prompt/read-question";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { getCompanyData } from "../../settings/company-data/company-data.service";
import { recentValueNames, vocabularyPlacements, vocabularyProducts, vocabularySites } from "./prompt-vocabulary.repo";

/** The name of a custom attribute entry, if it has one. */
function attributeName(entry: Record<string, unknown>): string | undefined {
  const name = entry.name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : undefined;
}

/** The attribute of a personal value's key: 'Name OF BODY' is 'Name'; a plain key is itself. */
export function attributeOfKey(key: string): string {
  const at = key.indexOf(" OF ");
  return at > 0 ? key.slice(0, at) : key;
}

/** How a question may name the attribute: 'HEEL_NUMBER' also as 'HEEL NUMBER'. */
export function attributeLabel(attribute: string): string {
  return attribute.replace(/[_-]+/g, " ").trim() || attribute;
}

/**
 * The words a question may use of this company: its products (names, style codes, tags), live sites and
 * placements, and the attributes of personal values (from its newest saved recipes and its custom attributes).
 */
export async function companyVocabulary(deps: Pick<AppDeps, "db">, actor: Actor): Promise<PromptVocabulary> {
  const { db } = deps;
  const { companyId } = actor;
  const [products, sites, placements, valueNames, companyData] = await Promise.all([
    vocabularyProducts(db, companyId),
    vocabularySites(db, companyId),
    vocabularyPlacements(db, companyId),
    recentValueNames(db, companyId),
    getCompanyData(deps, actor),
  ]);
  // Personal values are named by attribute (a filter on 'Name' takes 'Name OF BODY' and 'Name OF HEEL').
  const keys = new Set(valueNames.map(attributeOfKey));
  for (const entry of companyData.customAttributesJson) {
    const name = attributeName(entry);
    if (name) keys.add(name);
  }
  const tags = new Set(products.flatMap((product) => product.tags));
  return {
    products,
    sites,
    placements,
    personalizations: [...keys].sort().map((key) => ({ key, label: attributeLabel(key) })),
    tags: [...tags].sort(),
  };
}
