import { generateComponents } from "@atelier/domain/product/component-generation";
import { diffComponents, type StoredComponent } from "@atelier/domain/product/component-generation-diff";
import type { Db } from "../../../db/client";
import type { GenerationCounts } from "../product-scope/product-audit";
import {
  type ComponentOwner,
  deleteComponents,
  insertComponents,
  readStoredComponents,
  updateComponents,
} from "./component-rule-components.repo";
import type { GenerationPlan } from "./component-rule-plan";

/**
 * Makes the rule's stored components the ones its plan generates: dropped combinations are deleted,
 * new ones inserted, kept ones rewritten only when their codes or usage changed. A new rule has none
 * stored, so nothing is read. Answers how many components were added, changed and removed.
 */
export async function materialiseComponents(
  tx: Db,
  owner: ComponentOwner,
  plan: GenerationPlan,
  options: { stored: boolean; at: Date },
): Promise<GenerationCounts> {
  const stored = options.stored
    ? await readStoredComponents(tx, owner.companyId, owner.generatorId)
    : new Map<string, StoredComponent>();
  const changes = diffComponents(stored, generateComponents(plan.placement, plan.definitions));
  await deleteComponents(tx, owner.companyId, owner.generatorId, changes.remove);
  await insertComponents(tx, owner, changes.insert, options.at);
  await updateComponents(tx, owner.companyId, owner.generatorId, changes.update, options.at);
  return { added: changes.insert.length, changed: changes.update.length, removed: changes.remove.length };
}
