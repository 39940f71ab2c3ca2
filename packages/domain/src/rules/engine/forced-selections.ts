import type { RuleReference } from "../../customer/evaluation.schema";
import { blockersOf, isSelectable } from "./blocking";
import type { CatalogueIndex } from "./catalogue-index";
import { engineMessages } from "./messages";
import type { Pass } from "./pass";

export interface Conflict {
  message: string;
  rules: RuleReference[];
}

export interface ForcedOutcome {
  selections: Int32Array;
  forcedBy: (RuleReference | null)[];
  conflicts: Conflict[];
}

/**
 * The customer's selections with the round's SELECT and SELECTBYTAG applied. For each placement the
 * first forcing rule (rule order, then effect order) decides: it keeps the customer's component when
 * that is one of its candidates and selectable, else takes its first selectable candidate. A forcing
 * rule with no selectable candidate changes nothing and is reported, as is a later rule that wants
 * a different component.
 */
export function applyForced(
  index: CatalogueIndex,
  customer: Int32Array,
  pass: Pass,
  combineOnlyWhen: boolean,
): ForcedOutcome {
  const selections = customer.slice();
  const forcedBy: (RuleReference | null)[] = new Array(customer.length).fill(null);
  const conflicts: Conflict[] = [];
  const decided = new Map<number, { component: number; rule: RuleReference; others: RuleReference[] }>();
  for (const forced of pass.forced) {
    const selectable = (component: number) => isSelectable(index, pass, component, combineOnlyWhen);
    const own = customer[forced.placement] as number;
    const keep = forced.candidates.includes(own) && selectable(own);
    const component = keep ? own : forced.candidates.find(selectable);
    const placementCode = index.placements[forced.placement]?.placement.code ?? "";
    if (component === undefined) {
      conflicts.push(refusal(index, pass, forced, placementCode, combineOnlyWhen));
      continue;
    }
    const earlier = decided.get(forced.placement);
    if (earlier) {
      if (earlier.component !== component && !earlier.others.includes(forced.rule)) earlier.others.push(forced.rule);
      continue;
    }
    decided.set(forced.placement, { component, rule: forced.rule, others: [] });
    selections[forced.placement] = component;
    forcedBy[forced.placement] = forced.rule;
  }
  for (const [placement, { component, rule, others }] of decided) {
    if (others.length === 0) continue;
    const rules = [...new Set([rule, ...others])];
    const code = index.placements[placement]?.placement.code ?? "";
    const kept = index.components[component]?.code ?? "";
    conflicts.push({ message: engineMessages.selectTwice(code, kept, rules.map(descriptionOf)), rules });
  }
  return { selections, forcedBy, conflicts };
}

function refusal(
  index: CatalogueIndex,
  pass: Pass,
  forced: Pass["forced"][number],
  placement: string,
  combineOnlyWhen: boolean,
): Conflict {
  const rule = descriptionOf(forced.rule);
  if (forced.tag !== null) {
    return { message: engineMessages.selectNothing(forced.tag, placement, rule), rules: [forced.rule] };
  }
  const blockers = forced.candidates.flatMap((component) => blockersOf(pass, component, combineOnlyWhen));
  const unique = [...new Set(blockers)];
  const component = index.components[forced.candidates[0] ?? -1]?.code ?? forced.name;
  return {
    message: engineMessages.selectBlocked(component, placement, rule, unique.map(descriptionOf)),
    rules: [forced.rule, ...unique.filter((other) => other !== forced.rule)],
  };
}

export function descriptionOf(rule: RuleReference): string {
  return rule.description;
}
