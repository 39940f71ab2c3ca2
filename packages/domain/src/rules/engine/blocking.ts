import type { RuleReference } from "../../customer/evaluation.schema";
import type { CatalogueIndex } from "./catalogue-index";
import type { Pass } from "./pass";

/*
 * Precedence (docs/rules.md, "Precedence"): AlwaysOn and ALLOW lift every block; AlwaysOnConditional
 * lifts Only When rules; with 'Combine Only When rules' one Only When rule that holds is enough,
 * otherwise each one must hold. `isBlocked` answers without allocating, as it runs for every
 * component; `blockersOf` builds the list only for the components that are blocked.
 */

function everyBlockLifted(pass: Pass, component: number): boolean {
  return pass.unblockable[component] === 1 || pass.allowed[component] === 1;
}

/** Whether the component's unmet Only When rules block it (given no block is lifted). */
function onlyWhenBlocks(pass: Pass, component: number, combineOnlyWhen: boolean): boolean {
  if (pass.enabled[component] === 1 || !pass.unmetOnlyWhen.has(component)) return false;
  return !(combineOnlyWhen && pass.metOnlyWhen[component] === 1);
}

export function isBlocked(pass: Pass, component: number, combineOnlyWhen: boolean): boolean {
  if (everyBlockLifted(pass, component)) return false;
  return pass.blocks.has(component) || onlyWhenBlocks(pass, component, combineOnlyWhen);
}

/** The rules that block a component after precedence, blocks first, in a new array; empty: not blocked. */
export function blockersOf(pass: Pass, component: number, combineOnlyWhen: boolean): RuleReference[] {
  if (everyBlockLifted(pass, component)) return [];
  const onlyWhen = onlyWhenBlocks(pass, component, combineOnlyWhen);
  const blockers = new Array<RuleReference>(
    pass.blocks.size(component) + (onlyWhen ? pass.unmetOnlyWhen.size(component) : 0),
  );
  const afterBlocks = pass.blocks.copyInto(component, blockers, 0);
  if (onlyWhen) pass.unmetOnlyWhen.copyInto(component, blockers, afterBlocks);
  return blockers;
}

/** Whether the customer may choose a component now: available, and blocked by no rule. */
export function isSelectable(index: CatalogueIndex, pass: Pass, component: number, combineOnlyWhen: boolean): boolean {
  return index.components[component]?.unavailable === null && !isBlocked(pass, component, combineOnlyWhen);
}
