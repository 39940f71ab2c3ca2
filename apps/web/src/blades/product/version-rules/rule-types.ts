import type { Rule, RuleType } from "@atelier/domain/product/rule.schema";

/**
 * The add-rule menu of spec part 1 section 2.8, in its order. The spec labels the two AlwaysOn types;
 * the others get plain readings of their names (docs/decisions/web-rules-type-labels.md).
 */
export const ADDABLE_RULE_TYPES: readonly { type: RuleType; label: string }[] = [
  { type: "AlwaysOn", label: "Always enabled (un-blockable)" },
  { type: "AlwaysOnConditional", label: "Always enabled (can be blocked)" },
  { type: "BlockedIfAny", label: "Blocked if any" },
  { type: "BlockedIfAll", label: "Blocked if all" },
  { type: "BlockedIfAnyUnless", label: "Blocked if any, unless" },
  { type: "BlockedIfAllUnless", label: "Blocked if all, unless" },
  { type: "OnlyWhenAny", label: "Only when any" },
  { type: "OnlyWhenAll", label: "Only when all" },
  { type: "Coded", label: "Coded" },
];

const LABELS = new Map<RuleType, string>([...ADDABLE_RULE_TYPES.map((entry) => [entry.type, entry.label] as const)]);

export function ruleTypeLabel(type: RuleType): string {
  return LABELS.get(type) ?? type;
}

/** Coded rules are written in the rule language; the others list what they act on. */
export function isCoded(rule: Pick<Rule, "type">): boolean {
  return rule.type === "Coded";
}

export function newRule(type: RuleType): Rule {
  return {
    id: crypto.randomUUID(),
    type,
    description: "",
    inactive: false,
    source: [],
    target: [],
    except: [],
    // A new coded rule starts empty; its editor shows the shape of a statement until typed in.
    ...(type === "Coded" ? { code: "" } : {}),
  };
}
