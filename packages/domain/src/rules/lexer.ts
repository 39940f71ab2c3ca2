import { codePointAt, isLineBreak, isWhitespace, isWordCodePoint } from "./characters";
import { keywordOf } from "./keywords";
import { RULE_MESSAGES } from "./messages";
import { RULE_ERROR_LIMIT, type RuleSyntaxError, ruleSyntaxError } from "./syntax-error";
import type { RuleComment } from "./syntax-tree";

export type RuleTokenKind = "keyword" | "word" | "string" | "(" | ")" | "eof";

export interface RuleToken {
  kind: RuleTokenKind;
  /** The token as written. */
  text: string;
  /** A keyword's upper-case spelling, a word's text, or a string's unescaped content. */
  value: string;
  from: number;
  to: number;
  line: number;
  column: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const HASH = 0x23;
const OPEN = 0x28;
const CLOSE = 0x29;
const ESCAPES: Readonly<Record<number, string>> = { 34: '"', 92: "\\", 110: "\n", 114: "\r", 116: "\t" };

const width = (code: number) => (code > 0xffff ? 2 : 1);
const startsToken = (code: number) =>
  isWhitespace(code) || code === HASH || code === OPEN || code === CLOSE || code === QUOTE || isWordCodePoint(code);

/**
 * Reads a coded rule one token at a time (the parser needs no more look-ahead), so a long rule
 * never holds all its tokens in memory. Comments and lexical errors gather on the side. Never throws.
 */
export class RuleLexer {
  readonly comments: RuleComment[] = [];
  readonly errors: RuleSyntaxError[] = [];
  private offset = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly source: string) {}

  /** The next token; at the end, an "eof" token (again on every further call). */
  next(): RuleToken {
    const source = this.source;
    const length = source.length;
    while (this.offset < length) {
      const from = this.offset;
      const code = source.charCodeAt(from);
      if (isLineBreak(code)) {
        this.offset += code === 0x0d && source.charCodeAt(from + 1) === 0x0a ? 2 : 1;
        this.line += 1;
        this.lineStart = this.offset;
      } else if (isWhitespace(code)) {
        this.offset += 1;
      } else if (code === HASH) {
        this.readComment(from);
      } else if (code === OPEN || code === CLOSE) {
        this.offset += 1;
        const text = code === OPEN ? "(" : ")";
        return this.token(text, from, text, text);
      } else if (code === QUOTE) {
        return this.readString(from);
      } else {
        const token = this.readWord(from);
        if (token) return token;
      }
    }
    return this.token("eof", length, "", "");
  }

  private token(kind: RuleTokenKind, from: number, text: string, value: string): RuleToken {
    return { kind, text, value, from, to: from + text.length, line: this.line, column: from - this.lineStart + 1 };
  }

  private fail(message: string, from: number, to: number): void {
    if (this.errors.length >= RULE_ERROR_LIMIT) return;
    this.errors.push(ruleSyntaxError(message, from, to, this.line, from - this.lineStart + 1));
  }

  private readComment(from: number): void {
    const source = this.source;
    let end = from + 1;
    while (end < source.length && !isLineBreak(source.charCodeAt(end))) end += 1;
    this.comments.push({ text: source.slice(from + 1, end).trimEnd(), from, to: end });
    this.offset = end;
  }

  /** A word or keyword; a run of characters that start no token is an error and gives null. */
  private readWord(from: number): RuleToken | null {
    const source = this.source;
    const length = source.length;
    let at = from;
    let point = codePointAt(source, at);
    if (!isWordCodePoint(point)) {
      do {
        at += width(point);
        point = codePointAt(source, at);
      } while (at < length && !startsToken(point));
      this.offset = at;
      this.fail(RULE_MESSAGES.unexpectedCharacter, from, at);
      return null;
    }
    do {
      at += width(point);
      point = codePointAt(source, at);
    } while (at < length && isWordCodePoint(point));
    this.offset = at;
    const text = source.slice(from, at);
    const keyword = keywordOf(text);
    return keyword ? this.token("keyword", from, text, keyword) : this.token("word", from, text, text);
  }

  /** A quoted string; unterminated at the line end or the end of the source. */
  private readString(from: number): RuleToken {
    const source = this.source;
    const length = source.length;
    let value = "";
    let at = from + 1;
    let chunk = at;
    for (;;) {
      const code = source.charCodeAt(at);
      if (at >= length || isLineBreak(code)) {
        this.fail(RULE_MESSAGES.unterminatedString, from, at);
        value += source.slice(chunk, at);
        break;
      }
      if (code === QUOTE) {
        value += source.slice(chunk, at);
        at += 1;
        break;
      }
      if (code !== BACKSLASH) {
        at += 1;
        continue;
      }
      value += source.slice(chunk, at);
      const next = codePointAt(source, at + 1);
      if (at + 1 >= length || isLineBreak(next)) {
        at += 1;
      } else {
        const escaped = ESCAPES[next];
        const end = at + 1 + width(next);
        if (escaped === undefined) this.fail(RULE_MESSAGES.invalidEscape, at, end);
        value += escaped ?? source.slice(at + 1, end);
        at = end;
      }
      chunk = at;
    }
    this.offset = at;
    return this.token("string", from, source.slice(from, at), value);
  }
}

export interface RuleLexResult {
  /** The tokens in order, ending with one "eof" token at the end of the source. */
  tokens: RuleToken[];
  comments: RuleComment[];
  errors: RuleSyntaxError[];
}

/** All tokens of a coded rule at once (for highlighting and tests). */
export function lexRule(source: string): RuleLexResult {
  const lexer = new RuleLexer(source);
  const tokens: RuleToken[] = [];
  for (let token = lexer.next(); ; token = lexer.next()) {
    tokens.push(token);
    if (token.kind === "eof") break;
  }
  return { tokens, comments: lexer.comments, errors: lexer.errors };
}
