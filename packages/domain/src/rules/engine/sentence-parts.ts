import type { InnerCondition, NamedCondition, RuleCondition, RuleEffect } from "../syntax-tree";
import { isListCondition, unwrapNots } from "./condition-shapes";

/** Phrases of the one-sentence meaning of a rule (rule-sentence.ts). */

/** 'A', 'A or B', 'A, B or C'. */
export function joinWords(words: readonly string[], last: "or" | "and"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${last} ${words[words.length - 1]}`;
}

/** A list entry as read aloud: 'RED IN BODY' becomes 'RED in BODY'. */
export function entryPhrase(entry: string): string {
  return entry.trim().replace(/\s+IN\s+/i, " in ");
}

const where = (placement: string | undefined) => (placement ? ` in ${placement}` : "");

function namedPhrase(condition: NamedCondition, negated: boolean): string {
  switch (condition.kind) {
    case "tagged":
      return `${negated ? "no" : "a"} component tagged ${condition.tag.text} is chosen${where(condition.placement?.text)}`;
    case "component":
      return `${condition.component.text} is ${negated ? "not " : ""}chosen in ${condition.placement.text}`;
    case "hasValue":
      return `${condition.attribute.text} of ${condition.placement.text} has ${negated ? "no value" : "a value"}`;
    case "isLocale":
      return `the locale is ${negated ? "not " : ""}${condition.locale.text}`;
    case "isSite":
      return `the site is ${negated ? "not " : ""}${condition.site.text}`;
    case "always":
      return negated ? "never" : "always";
    case "initial":
      return negated ? "this is not the first evaluation" : "this is the first evaluation";
    case "changed":
      return `${condition.placement.text} has ${negated ? "not " : ""}just been changed`;
  }
}

function innerPhrase(condition: InnerCondition): string {
  const { named, negated } = unwrapNots(condition);
  return namedPhrase(named, negated);
}

/** The condition of an IF or ELSEIF, as a clause. */
export function conditionPhrase(condition: RuleCondition): string {
  if (!isListCondition(condition)) return innerPhrase(condition);
  const parts = condition.conditions.map((inner) => innerPhrase(inner));
  return joinWords(parts, condition.kind === "any" ? "or" : "and");
}

/** Whether a condition always holds (ALWAYS, or a list of them). */
export function holdsAlways(condition: RuleCondition): boolean {
  if (!isListCondition(condition)) return isAlways(condition);
  return condition.kind === "any" ? condition.conditions.some(isAlways) : condition.conditions.every(isAlways);
}

function isAlways(condition: InnerCondition): boolean {
  const { named, negated } = unwrapNots(condition);
  return named.kind === "always" && !negated;
}

export function effectPhrase(effect: RuleEffect): string {
  switch (effect.kind) {
    case "block":
      return `block ${effect.tag.text}${where(effect.placement?.text) || " everywhere"}`;
    case "blockAll":
      return `block everything in ${effect.placement.text}`;
    case "allow":
      return `allow ${effect.tag.text}${where(effect.placement?.text) || " everywhere"}`;
    case "select":
      return `select ${effect.component.text} in ${effect.placement.text}`;
    case "selectByTag":
      return `select a component tagged ${effect.tag.text} in ${effect.placement.text}`;
    case "requireString":
      return `require the text ${effect.attribute.text} of ${effect.placement.text}`;
    case "requireNumber":
      return `require the number ${effect.attribute.text} of ${effect.placement.text}`;
    case "set":
      return `set ${effect.attribute.text} of ${effect.placement.text} to "${effect.value.text}"`;
    case "updateBlueprint":
      return `set ${effect.path.text} of the blueprint to "${effect.value.text}"`;
    case "action": {
      const parameters = effect.parameters.map((value) => value.text);
      return `fire the action ${effect.event.text}${parameters.length > 0 ? ` (${parameters.join(", ")})` : ""}`;
    }
  }
}

export function effectsPhrase(effects: readonly RuleEffect[]): string {
  return joinWords(effects.map(effectPhrase), "and");
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
