import { ruleMessages } from "./messages";

/** A syntax error of a coded rule; `message` starts with 'Line N, Column M: '. */
export interface RuleSyntaxError {
  message: string;
  /** 1-based line of `from`. */
  line: number;
  /** 1-based column of `from`, in UTF-16 code units from the line start. */
  column: number;
  from: number;
  to: number;
}

/** At most this many errors are reported for one rule; the parse stops once it has them. */
export const RULE_ERROR_LIMIT = 100;

export function ruleSyntaxError(text: string, from: number, to: number, line: number, column: number): RuleSyntaxError {
  return { message: ruleMessages.located(line, column, text), line, column, from, to };
}
