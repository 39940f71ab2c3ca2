import type { UnavailableReason } from "../../customer/blueprint.schema";

/** Every text the rule engine answers with (issues, conflicts), kept once. See docs/rules.md. */

const UNAVAILABLE_TEXTS: Readonly<Record<UnavailableReason, string>> = {
  unavailable: "it is marked unavailable",
  inactive: "it is inactive",
  notYetActive: "it is not on sale yet",
  outOfStock: "it is out of stock",
};

/** 'Red is not sold in suede', or "'A' and 'B'", or "'A', 'B' and 'C'". */
export function quoteRules(descriptions: readonly string[]): string {
  const quoted = descriptions.map((description) => `'${description}'`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

/** 'select' after several rules, 'selects' after one. */
const verb = (rules: readonly string[], plural: string) => (rules.length === 1 ? `${plural}s` : plural);

export const engineMessages = {
  unknownPlacement: (placement: string) => `There is no placement ${placement} in this product.`,
  unknownComponent: (component: string, placement: string) => `${placement} has no component ${component}.`,
  unavailable: (component: string, reason: UnavailableReason) =>
    `${component} cannot be chosen: ${UNAVAILABLE_TEXTS[reason]}.`,
  blocked: (component: string, rules: readonly string[]) => `${component} is blocked by ${quoteRules(rules)}.`,
  placementRequired: (placement: string) => `Choose a component for ${placement}.`,
  valueRequired: (attribute: string, placement: string, rule: string) =>
    `${attribute} of ${placement} is required by '${rule}'.`,
  numberRequired: (attribute: string, placement: string, rule: string) =>
    `${attribute} of ${placement} must be a number (required by '${rule}').`,
  syntaxErrors: (rule: string, first: string) => `'${rule}' has syntax errors and is skipped: ${first}`,
  selectBlocked: (component: string, placement: string, rule: string, blockers: readonly string[]) =>
    `'${rule}' selects ${component} in ${placement}, but ${blockers.length > 0 ? `it is blocked by ${quoteRules(blockers)}` : "it cannot be chosen"}; the selection is left as it was.`,
  selectNothing: (tag: string, placement: string, rule: string) =>
    `'${rule}' selects a component tagged ${tag} in ${placement}, but none can be chosen.`,
  selectTwice: (placement: string, kept: string, rules: readonly string[]) =>
    `${quoteRules(rules)} ${verb(rules, "select")} different components in ${placement}; ${kept} is kept.`,
  cycle: (placements: readonly string[], rules: readonly string[]) =>
    `${quoteRules(rules)} ${verb(rules, "keep")} changing ${placements.join(", ")} back and forth; evaluation stopped.`,
  tooManyRounds: (rounds: number, rules: readonly string[]) =>
    `The selections had not settled after ${rounds} rounds of ${quoteRules(rules)}; evaluation stopped.`,
} as const;

/** The sentences of rules that do nothing (rule-sentence.ts builds the others from the rule). */
export const sentenceMessages = {
  skipped: "This coded rule has syntax errors and will be skipped until they are fixed.",
  emptyCode: "This coded rule has no statements yet, so it does nothing.",
  noSource: "It has no source yet, so it does nothing.",
  noTarget: "It has no target yet, so it does nothing.",
} as const;
