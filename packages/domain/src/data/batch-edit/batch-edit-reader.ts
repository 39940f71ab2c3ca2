import type { BatchEditCondition } from "./batch-edit-command.schema";
import { readDate } from "./batch-edit-dates";
import { BATCH_EDIT_PROBLEMS } from "./batch-edit-problems";
import type { Token } from "./batch-edit-tokens";

/** The batch edit grammar's words and its reader over one instruction's tokens (read-batch-edit.ts reads them). */

export type Kind = "componentOptions" | "products" | "both";
export const KIND_WORDS: Record<string, { kind: Kind; singular: boolean }> = {
  option: { kind: "componentOptions", singular: true },
  options: { kind: "componentOptions", singular: false },
  componentoption: { kind: "componentOptions", singular: true },
  componentoptions: { kind: "componentOptions", singular: false },
  product: { kind: "products", singular: true },
  products: { kind: "products", singular: false },
  style: { kind: "products", singular: true },
  styles: { kind: "products", singular: false },
  item: { kind: "both", singular: true },
  items: { kind: "both", singular: false },
  entry: { kind: "both", singular: true },
  entries: { kind: "both", singular: false },
  everything: { kind: "both", singular: false },
};
export const DETERMINERS = new Set(["every", "all", "each", "any", "the", "a", "an", "those", "these", "them", "of"]);
export const FILLERS = new Set([
  "that",
  "which",
  "whose",
  "where",
  "are",
  "is",
  "have",
  "has",
  "having",
  "its",
  "their",
  "and",
  "do",
  "does",
]);
export const TARGET_PREPOSITIONS = new Set(["to", "on", "onto", "from", "for", "of", "in", "at"]);
export const CODE_WORDS = new Set(["code", "codes"]);
export const STARTS = new Set(["starting", "starts", "start", "beginning", "begins", "begin"]);
export const ENDS = new Set(["ending", "ends", "end"]);
export const CONTAINS = new Set(["containing", "contains", "contain", "includes", "include"]);
const EQUALS = new Set(["is", "equals", "equal", "=", "named", "called"]);
/** Words skipped among the tags of add and remove ('add the tags summer and sale'). */
export const HEAD_SKIP = new Set(["the", "a", "an", "tag", "tags", "label", "labels", "and"]);
export const PRONOUNS = new Set(["them", "it", "they"]);
/** A site named without the word 'site' ('in EU'): a code in capitals, so 'in summer' is not read as a site. */
export const SITE_CODE = /^[A-Z0-9][A-Z0-9_-]{0,15}$/;

export type Op = "tag" | "untag" | "activate" | "deactivate" | "setAttribute" | "removeAttribute";

/** One instruction as read so far. */
export interface Draft {
  op: Op;
  values: string[];
  attributeName?: string;
  attributeValue?: string;
  kinds: Set<Kind>;
  where: BatchEditCondition[];
  sites: string[];
  global: boolean;
  activeFrom?: string;
  unknown: string[];
  problem?: string;
  /** 'them', 'it': the entries of the instruction before. */
  pronoun?: boolean;
}

export class Reader {
  i = 0;
  constructor(readonly tokens: Token[]) {}
  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  /** The lower-case word at offset, or '' for a quoted value or the end. */
  word(offset = 0): string {
    const t = this.peek(offset);
    return t === undefined || t.quoted ? "" : t.lower;
  }
  done(): boolean {
    return this.i >= this.tokens.length;
  }
  take(): Token | undefined {
    const t = this.tokens[this.i];
    this.i++;
    return t;
  }
  accept(...words: string[]): boolean {
    if (words.includes(this.word()) && this.word() !== "") {
      this.i++;
      return true;
    }
    return false;
  }
  skip(words: Set<string>) {
    while (!this.done() && words.has(this.word())) this.i++;
  }
}

export function isKindStart(r: Reader, offset = 0): boolean {
  const w = r.word(offset);
  if (w === "component" && (r.word(offset + 1) === "option" || r.word(offset + 1) === "options")) return true;
  return w in KIND_WORDS;
}

/** A value: a quoted text or the next word, whatever it is. */
export function readValue(r: Reader): string | undefined {
  const t = r.take();
  if (t === undefined || t.stop) return undefined;
  return t.text === "" ? undefined : t.text;
}

/** A value the grammar needs after a word ('starting with RED'); its absence is a problem, never a wider target. */
export function need(r: Reader, draft: Draft): string | undefined {
  const before = r.peek(-1)?.text ?? "";
  const value = readValue(r);
  if (value === undefined) draft.problem ??= BATCH_EDIT_PROBLEMS.missingValue(before);
  return value;
}

/** Reads a date here into `activeFrom` (a day that does not exist is a problem); false when none starts here. */
export function readDateAt(r: Reader, draft: Draft): boolean {
  const date = readDate(r.tokens, r.i);
  if (date === undefined) return false;
  r.i += date.used;
  if (date.iso === undefined) draft.problem ??= BATCH_EDIT_PROBLEMS.badDate(date.text);
  else draft.activeFrom = date.iso;
  return true;
}

/** A word that ends a list of tags after 'with'. */
export function isBoundary(r: Reader, offset = 0): boolean {
  const w = r.word(offset);
  if (w === "") return false;
  return TARGET_PREPOSITIONS.has(w) || DETERMINERS.has(w) || isKindStart(r, offset) || FILLERS.has(w) || w === "tagged";
}

const KEYWORDS = new Set([
  ...TARGET_PREPOSITIONS,
  ...DETERMINERS,
  ...FILLERS,
  ...STARTS,
  ...ENDS,
  ...CONTAINS,
  ...EQUALS,
  ...CODE_WORDS,
  "with",
  "tagged",
  "not",
  "without",
  "active",
  "inactive",
  "site",
  "globally",
  "everywhere",
  "from",
  "attribute",
]);

/** After a singular noun, the next word is its code unless it is one of the grammar's words. */
export function isCodeLike(r: Reader): boolean {
  const t = r.peek();
  if (t === undefined) return false;
  if (t.quoted) return true;
  return !KEYWORDS.has(t.lower) && !(t.lower in KIND_WORDS);
}
