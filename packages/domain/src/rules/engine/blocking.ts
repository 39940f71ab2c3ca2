import type { RuleReference } from "../../customer/evaluation.schema";
import type { CatalogueIndex } from "./catalogue-index";
import type { Pass } from "./pass";

/** Shared and never changed: callers only read what `blockersOf` answers. */
const NONE: RuleReference[] = [];

/**
 * The rules that block a component after precedence (docs/rules.md, "Precedence"): AlwaysOn and
 * ALLOW lift every block; AlwaysOnConditional lifts Only When rules; with 'Combine Only When rules'
 * one Only When rule that holds is enough, otherwise each one must hold. Empty: not blocked.
 */
export function blockersOf(pass: Pass, component: number, combineOnlyWhen: boolean): RuleReference[] {
  if (pass.unblockable[component] || pass.allowed[component]) return NONE;
  const blocks = pass.blocks[component];
  let onlyWhen = pass.enabled[component] ? undefined : pass.unmetOnlyWhen[component];
  if (onlyWhen && combineOnlyWhen && pass.metOnlyWhen[component]) onlyWhen = undefined;
  if (!blocks) return onlyWhen ?? NONE;
  if (!onlyWhen) return blocks;
  return [...blocks, ...onlyWhen];
}

/** Whether the customer may choose a component now: available, and blocked by no rule. */
export function isSelectable(index: CatalogueIndex, pass: Pass, component: number, combineOnlyWhen: boolean): boolean {
  return index.components[component]?.unavailable === null && blockersOf(pass, component, combineOnlyWhen).length === 0;
}
