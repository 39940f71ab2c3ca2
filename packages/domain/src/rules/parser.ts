import { CALL_SHAPES, type CallArguments, type CallNode, type CallShape, callNode } from "./grammar";
import { CONDITION_KEYWORDS, EFFECT_KEYWORDS, isConditionKeyword, isEffectKeyword, type RuleKeyword } from "./keywords";
import type { RuleLexer, RuleToken, RuleTokenKind } from "./lexer";
import { RULE_MESSAGES, ruleMessages } from "./messages";
import { RULE_ERROR_LIMIT, type RuleSyntaxError, ruleSyntaxError } from "./syntax-error";
import type {
  InnerCondition,
  ListCondition,
  NamedCondition,
  RuleBranch,
  RuleComment,
  RuleCondition,
  RuleEffect,
  RuleElse,
  RuleProgram,
  RuleStatement,
  RuleValue,
} from "./syntax-tree";

/** Keywords where parsing picks up again after an error inside parentheses. */
const RESUME_KEYWORDS: ReadonlySet<string> = new Set<RuleKeyword>([
  "IF",
  "THEN",
  "ELSEIF",
  "ELSE",
  "END",
  ...CONDITION_KEYWORDS,
  ...EFFECT_KEYWORDS,
]);
/** Keywords that end a list of effects. */
const EFFECTS_END: ReadonlySet<string> = new Set<RuleKeyword>(["IF", "ELSEIF", "ELSE", "END"]);

const isKeyword = (token: RuleToken, keyword: RuleKeyword) => token.kind === "keyword" && token.value === keyword;
const resumesAt = (token: RuleToken) =>
  token.kind === "eof" || (token.kind === "keyword" && RESUME_KEYWORDS.has(token.value));
const endsEffects = (token: RuleToken) =>
  token.kind === "eof" || (token.kind === "keyword" && EFFECTS_END.has(token.value));
const startsEffect = (token: RuleToken) => token.kind === "keyword" && isEffectKeyword(token.value);
const startsCondition = (token: RuleToken) =>
  token.kind === "keyword" &&
  (isConditionKeyword(token.value) || token.value === "NOT" || token.value === "ANY" || token.value === "ALL");

/**
 * Recursive-descent parser pulling tokens from the lexer one at a time. It never
 * throws: each error is recorded and parsing resumes at the next place that makes sense, so one
 * pass reports the errors of every statement.
 */
export class RuleParser {
  readonly errors: RuleSyntaxError[] = [];
  /** The token at the cursor; after the end, the "eof" token stays. */
  private current: RuleToken;
  /** The end offset of the last token taken. */
  private lastTo = 0;
  /** Errors met so far, including ones not recorded (same place as the previous one, or past the limit). */
  private errorCount = 0;
  private commentIndex = 0;

  constructor(
    private readonly lexer: RuleLexer,
    private readonly length: number,
  ) {
    this.current = lexer.next();
  }

  program(): RuleProgram {
    const statements: RuleStatement[] = [];
    while (this.current.kind !== "eof" && this.errors.length < RULE_ERROR_LIMIT) {
      if (isKeyword(this.current, "IF")) {
        const statement = this.statement();
        if (statement) statements.push(statement);
      } else {
        this.fail(RULE_MESSAGES.expectedIf);
        this.skipUntil((token) => token.kind === "eof" || isKeyword(token, "IF"));
      }
    }
    return { from: 0, to: this.length, statements, trailingComments: this.commentsBefore(this.length + 1) };
  }

  private at(kind: RuleTokenKind): boolean {
    return this.current.kind === kind;
  }

  private advance(): RuleToken {
    const token = this.current;
    if (token.kind !== "eof") this.current = this.lexer.next();
    this.lastTo = token.to;
    return token;
  }

  /** Records an error at the current token. */
  private fail(message: string): void {
    const token = this.current;
    this.errorCount += 1;
    const previous = this.errors[this.errors.length - 1];
    if (this.errors.length >= RULE_ERROR_LIMIT || previous?.from === token.from) return;
    this.errors.push(ruleSyntaxError(message, token.from, token.to, token.line, token.column));
  }

  private skipUntil(stop: (token: RuleToken) => boolean): void {
    while (!stop(this.current)) this.advance();
  }

  /** Comments not yet attached that start before an offset (the lexer has read them all by then). */
  private commentsBefore(offset: number): RuleComment[] {
    const comments = this.lexer.comments;
    const start = this.commentIndex;
    while ((comments[this.commentIndex]?.from ?? offset) < offset) this.commentIndex += 1;
    return comments.slice(start, this.commentIndex);
  }

  /** IF ... END; null when any part of it has an error. */
  private statement(): RuleStatement | null {
    const errorsBefore = this.errorCount;
    const head = this.advance();
    const branches: (RuleBranch | null)[] = [this.branch(head)];
    while (isKeyword(this.current, "ELSEIF")) branches.push(this.branch(this.advance()));
    let otherwise: RuleElse | null = null;
    if (isKeyword(this.current, "ELSE")) {
      const elseToken = this.advance();
      const effects = this.effects();
      if (effects) otherwise = { from: elseToken.from, to: this.lastTo, effects };
    }
    if (!isKeyword(this.current, "END")) {
      this.fail(RULE_MESSAGES.expectedEnd);
      this.skipUntil((token) => token.kind === "eof" || isKeyword(token, "IF") || isKeyword(token, "END"));
      if (!isKeyword(this.current, "END")) return null;
    }
    const end = this.advance();
    if (this.errorCount !== errorsBefore) return null;
    return {
      kind: "if",
      from: head.from,
      to: end.to,
      comments: this.commentsBefore(end.to),
      branches: branches.filter((branch) => branch !== null),
      otherwise,
    };
  }

  /** IF or ELSEIF (already taken), its condition, THEN and its effects. */
  private branch(head: RuleToken): RuleBranch | null {
    const condition = this.branchCondition();
    const effects = this.effects();
    if (!condition || !effects) return null;
    return { from: head.from, to: this.lastTo, condition, effects };
  }

  /** The condition after IF or ELSEIF, and the THEN after it. */
  private branchCondition(): RuleCondition | null {
    const errorsBefore = this.errorCount;
    const start = this.current;
    const condition = isKeyword(start, "ANY") || isKeyword(start, "ALL") ? this.listCondition() : this.innerCondition();
    if (isKeyword(this.current, "THEN")) {
      this.advance();
    } else {
      if (this.errorCount === errorsBefore) this.fail(RULE_MESSAGES.expectedThen);
      this.skipUntil((token) => isKeyword(token, "THEN") || endsEffects(token) || startsEffect(token));
      if (isKeyword(this.current, "THEN")) this.advance();
    }
    return this.errorCount === errorsBefore ? condition : null;
  }

  /** ANY OF / ALL OF followed by conditions, up to the first token that starts none. */
  private listCondition(): ListCondition | null {
    const errorsBefore = this.errorCount;
    const head = this.advance();
    const kind = head.value === "ANY" ? "any" : "all";
    if (isKeyword(this.current, "OF")) this.advance();
    else this.fail(kind === "any" ? RULE_MESSAGES.expectedOfAfterAny : RULE_MESSAGES.expectedOfAfterAll);
    const conditions: InnerCondition[] = [];
    while (startsCondition(this.current)) {
      const condition = this.innerCondition();
      if (condition) conditions.push(condition);
    }
    if (conditions.length === 0) this.fail(RULE_MESSAGES.expectedCondition);
    if (this.errorCount !== errorsBefore) return null;
    return { kind, from: head.from, to: this.lastTo, conditions };
  }

  /** A named condition with any number of NOT before it. ANY/ALL here is an error. */
  private innerCondition(): InnerCondition | null {
    const nots: RuleToken[] = [];
    while (isKeyword(this.current, "NOT")) nots.push(this.advance());
    const token = this.current;
    if (isKeyword(token, "ANY") || isKeyword(token, "ALL")) {
      this.fail(RULE_MESSAGES.unexpectedAnyAll);
      this.advance();
      if (isKeyword(this.current, "OF")) this.advance();
      return null;
    }
    if (token.kind !== "keyword" || !isConditionKeyword(token.value)) {
      this.fail(RULE_MESSAGES.expectedCondition);
      return null;
    }
    let condition: InnerCondition | null = this.call(CALL_SHAPES[token.value]) as NamedCondition | null;
    for (let index = nots.length - 1; index >= 0 && condition; index -= 1) {
      const not = nots[index] as RuleToken;
      condition = { kind: "not", from: not.from, to: condition.to, condition };
    }
    return condition;
  }

  /** Effects up to ELSEIF, ELSE, END, IF or the end; null when there is none or one has an error. */
  private effects(): RuleEffect[] | null {
    const errorsBefore = this.errorCount;
    const effects: RuleEffect[] = [];
    for (;;) {
      const token = this.current;
      if (token.kind === "keyword" && isEffectKeyword(token.value)) {
        const effect = this.call(CALL_SHAPES[token.value]) as RuleEffect | null;
        if (effect) effects.push(effect);
      } else if (endsEffects(token)) {
        break;
      } else {
        this.fail(RULE_MESSAGES.expectedEffect);
        this.skipUntil((next) => endsEffects(next) || startsEffect(next));
      }
    }
    if (effects.length === 0 && this.errorCount === errorsBefore) this.fail(RULE_MESSAGES.expectedEffect);
    return this.errorCount === errorsBefore ? effects : null;
  }

  /** A condition or effect: its name and, unless it takes no argument, its parenthesised arguments. */
  private call(shape: CallShape): CallNode | null {
    const head = this.advance();
    if (shape.slots.length === 0) return callNode(shape, head.from, head.to, {});
    if (!this.at("(")) return this.abandonCall(ruleMessages.expectedOpenParen(shape.keyword));
    this.advance();
    const args: CallArguments = {};
    for (const [index, slot] of shape.slots.entries()) {
      if (slot.keyword) {
        if (!isKeyword(this.current, slot.keyword)) {
          if (slot.optional) {
            args[slot.field] = null;
            continue;
          }
          const after = shape.slots[index - 1]?.name ?? shape.keyword;
          return this.abandonCall(ruleMessages.expectedKeywordAfter(slot.keyword, after));
        }
        this.advance();
      }
      const value = this.value();
      if (!value) return this.abandonCall(ruleMessages.expectedArgument(slot.name), this.current.kind === "keyword");
      args[slot.field] = value;
    }
    if (shape.rest) {
      const values: RuleValue[] = [];
      for (let value = this.value(); value; value = this.value()) values.push(value);
      args[shape.rest.field] = values;
      if (!this.at(")") && !resumesAt(this.current)) {
        return this.abandonCall(ruleMessages.expectedArgument(shape.rest.name), this.current.kind === "keyword");
      }
    }
    if (!this.at(")")) return this.abandonCall(ruleMessages.expectedCloseParen(shape.keyword));
    const close = this.advance();
    return callNode(shape, head.from, close.to, args);
  }

  /**
   * Reports an error inside a call and skips to just after its ')' (parentheses inside count) or
   * to the next keyword where parsing can resume. A keyword written where a value belongs
   * (`BLOCK(if)`) is skipped first, so that it does not start the next statement.
   */
  private abandonCall(message: string, skipMisplacedKeyword = false): null {
    this.fail(message);
    if (skipMisplacedKeyword) this.advance();
    let depth = 0;
    while (!resumesAt(this.current)) {
      const token = this.advance();
      if (token.kind === "(") depth += 1;
      else if (token.kind === ")" && depth-- === 0) break;
    }
    return null;
  }

  /** A word or a quoted string, or null (nothing taken). */
  private value(): RuleValue | null {
    const token = this.current;
    if (token.kind !== "word" && token.kind !== "string") return null;
    this.advance();
    return { text: token.value, from: token.from, to: token.to };
  }
}
