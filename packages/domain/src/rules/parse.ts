import { RuleLexer } from "./lexer";
import { RuleParser } from "./parser";
import { RULE_ERROR_LIMIT, type RuleSyntaxError } from "./syntax-error";
import type { RuleProgram } from "./syntax-tree";

export type { RuleSyntaxError } from "./syntax-error";

export interface ParsedRule {
  /** The statements that parsed without errors (all of them when `errors` is empty). */
  tree: RuleProgram;
  /** Lexer and parser errors in source order, at most RULE_ERROR_LIMIT. */
  errors: RuleSyntaxError[];
}

/** Parses a coded rule (spec part 1 section 5). Never throws; errors come back in the result. */
export function parseRule(source: string): ParsedRule {
  const lexer = new RuleLexer(source);
  const parser = new RuleParser(lexer, source.length);
  const tree = parser.program();
  const errors = [...lexer.errors, ...parser.errors].sort((a, b) => a.from - b.from).slice(0, RULE_ERROR_LIMIT);
  return { tree, errors };
}
