import type { Rule } from "../../product/rule.schema";
import { type ParsedRule, parseRule } from "../parse";
import type { RuleStatement } from "../syntax-tree";
import { sentenceMessages } from "./messages";
import { capitalize, conditionPhrase, effectsPhrase, entryPhrase, holdsAlways, joinWords } from "./sentence-parts";

/** What a sentence needs of a rule (a version's rule or a blueprint's). */
export type DescribedRule = Pick<Rule, "type" | "source" | "target" | "except" | "code">;

/** The meaning of a rule in one sentence (docs/rules.md), as the rule editor shows it. */
export function describeRule(rule: DescribedRule): string {
  if (rule.type === "Coded") return describeParsedRule(rule, parseRule(rule.code ?? ""));
  return describeListRule(rule);
}

/** The sentence of a coded rule already parsed; other types ignore `parsed`. */
export function describeParsedRule(rule: DescribedRule, parsed: ParsedRule): string {
  if (rule.type !== "Coded") return describeListRule(rule);
  if (parsed.errors.length > 0) return sentenceMessages.skipped;
  const [first, ...others] = parsed.tree.statements;
  if (!first) return sentenceMessages.emptyCode;
  const more =
    others.length === 0 ? "" : ` (${others.length} more ${others.length === 1 ? "statement" : "statements"})`;
  return `${statementSentence(first)}${more}.`;
}

function statementSentence(statement: RuleStatement): string {
  const parts: string[] = [];
  for (const [position, branch] of statement.branches.entries()) {
    const effects = effectsPhrase(branch.effects);
    if (holdsAlways(branch.condition)) {
      // The branches after one that always holds, and the ELSE, never run.
      parts.push(position === 0 ? capitalize(effects) : `otherwise ${effects}`);
      return parts.join("; ");
    }
    const lead = position === 0 ? "If" : "else if";
    parts.push(`${lead} ${conditionPhrase(branch.condition)}, ${effects}`);
  }
  if (statement.otherwise) parts.push(`otherwise ${effectsPhrase(statement.otherwise.effects)}`);
  return parts.join("; ");
}

const anyOf = (entries: readonly string[]) => joinWords(entries.map(entryPhrase), "or");
const allOf = (entries: readonly string[]) => joinWords(entries.map(entryPhrase), "and");

function targetPhrase(rule: DescribedRule, withExcept: boolean): string {
  const target = anyOf(rule.target);
  return withExcept && rule.except.length > 0 ? `${target} (but not ${anyOf(rule.except)})` : target;
}

function describeListRule(rule: DescribedRule): string {
  const hasSource = rule.source.length > 0;
  const whileSource = hasSource ? ` while ${anyOf(rule.source)} is chosen` : "";
  switch (rule.type) {
    case "AlwaysOn":
      if (rule.target.length === 0) return sentenceMessages.noTarget;
      return `${capitalize(targetPhrase(rule, true))} can always be chosen${whileSource}; no rule can block it.`;
    case "AlwaysOnConditional":
      if (rule.target.length === 0) return sentenceMessages.noTarget;
      return `${capitalize(targetPhrase(rule, true))} can be chosen${whileSource} whatever Only When rules say, unless a rule blocks it.`;
    case "BlockedIfAny":
    case "BlockedIfAll":
    case "BlockedIfAnyUnless":
    case "BlockedIfAllUnless": {
      if (!hasSource) return sentenceMessages.noSource;
      if (rule.target.length === 0) return sentenceMessages.noTarget;
      const all = rule.type === "BlockedIfAll" || rule.type === "BlockedIfAllUnless";
      const unless = rule.type.endsWith("Unless");
      const when =
        all && rule.source.length > 1 ? `${allOf(rule.source)} are all chosen` : `${anyOf(rule.source)} is chosen`;
      const tail = unless && rule.except.length > 0 ? `, unless ${anyOf(rule.except)} is chosen` : "";
      return `When ${when}, block ${targetPhrase(rule, !unless)}${tail}.`;
    }
    case "OnlyWhenAny":
    case "OnlyWhenAll": {
      if (!hasSource) return sentenceMessages.noSource;
      if (rule.target.length === 0) return sentenceMessages.noTarget;
      const all = rule.type === "OnlyWhenAll" && rule.source.length > 1;
      const when = all ? `${allOf(rule.source)} are all chosen` : `${anyOf(rule.source)} is chosen`;
      return `${capitalize(targetPhrase(rule, true))} can be chosen only when ${when}.`;
    }
    case "Action": {
      const events = rule.target.map((entry) => entry.trim()).filter((entry) => entry !== "");
      if (events.length === 0) return sentenceMessages.noTarget;
      const fire = `fire ${joinWords(
        events.map((event) => `the action ${event}`),
        "and",
      )}`;
      const unless = rule.except.length > 0 ? `, unless ${anyOf(rule.except)} is chosen` : "";
      return hasSource ? `When ${anyOf(rule.source)} is chosen, ${fire}${unless}.` : `${capitalize(fire)}${unless}.`;
    }
    case "Coded":
      return describeRule(rule);
  }
}
