import { readDate } from "./batch-edit-dates";
import {
  CODE_WORDS,
  CONTAINS,
  DETERMINERS,
  type Draft,
  ENDS,
  FILLERS,
  HEAD_SKIP,
  isBoundary,
  isCodeLike,
  isKindStart,
  KIND_WORDS,
  type Kind,
  need,
  PRONOUNS,
  type Reader,
  readDateAt,
  readValue,
  SITE_CODE,
  STARTS,
  TARGET_PREPOSITIONS,
} from "./batch-edit-reader";
import type { Token } from "./batch-edit-tokens";

/**
 * The tail of an instruction: the target (kinds and conditions), the site, the date, and for 'tag X with Y'
 * the tags. Each reader looks at the word `w` (lower case, never quoted) and answers true when it read it
 * (and what follows it); false leaves the reader where it was, for the next reader to try.
 */
type TailReader = (r: Reader, draft: Draft, w: string) => boolean;

/** 'options', 'component options', 'all' alone; a singular noun may be followed by a code ('option RED-01'). */
const readKind: TailReader = (r, draft, w) => {
  if (w === "component" && (r.word(1) === "option" || r.word(1) === "options")) {
    r.take();
    return true;
  }
  if (w in KIND_WORDS) {
    const kind = KIND_WORDS[w] as { kind: Kind; singular: boolean };
    r.take();
    draft.kinds.add(kind.kind);
    const next = r.peek();
    if (kind.singular && next !== undefined && !next.stop && isCodeLike(r)) {
      r.take();
      draft.where.push({ type: "codeEquals", value: next.text });
    }
    return true;
  }
  if (w === "all" && draft.kinds.size === 0 && (r.word(1) === "" || r.word(1) === "and")) {
    r.take();
    draft.kinds.add("both");
    return true;
  }
  return false;
};

/** 'code is X', 'starting with X', 'ending with X', 'containing X', 'named X', 'prefixed with X'. */
const readCodeCondition: TailReader = (r, draft, w) => {
  if (CODE_WORDS.has(w)) {
    r.take();
    if (STARTS.has(r.word()) || ENDS.has(r.word()) || CONTAINS.has(r.word())) return true;
    r.accept("is", "equals", "=");
    r.accept("equal");
    r.accept("to");
    const value = need(r, draft);
    if (value !== undefined) draft.where.push({ type: "codeEquals", value });
    return true;
  }
  if (STARTS.has(w) || ENDS.has(w)) {
    if (r.word(1) === "with" || r.word(1) === "by") {
      r.i += 2;
      const value = need(r, draft);
      if (value !== undefined) draft.where.push({ type: STARTS.has(w) ? "codeStartsWith" : "codeEndsWith", value });
      return true;
    }
    // 'starting December 1': a date, not a code.
    if ((w === "starting" || w === "beginning") && readDate(r.tokens, r.i + 1)) {
      r.take();
      readDateAt(r, draft);
      return true;
    }
    return false;
  }
  const equals = w === "named" || w === "called";
  if (CONTAINS.has(w) || equals) {
    r.take();
    const value = need(r, draft);
    if (value !== undefined) draft.where.push({ type: equals ? "codeEquals" : "codeContains", value });
    return true;
  }
  if (w === "prefix" || w === "prefixed" || w === "suffix" || w === "suffixed") {
    r.take();
    r.accept("with", "by");
    const value = need(r, draft);
    if (value !== undefined)
      draft.where.push({ type: w.startsWith("prefix") ? "codeStartsWith" : "codeEndsWith", value });
    return true;
  }
  return false;
};

/** 'tagged X'; 'untagged X', 'without the tag X', 'not tagged X' (and 'not active', 'not inactive'). */
const readTagCondition: TailReader = (r, draft, w) => {
  if (w === "tagged") {
    r.take();
    r.accept("with", "as");
    const tag = need(r, draft);
    if (tag !== undefined) draft.where.push({ type: "tagged", tag });
    return true;
  }
  if (w !== "untagged" && w !== "without" && w !== "not" && w !== "lacking") return false;
  r.take();
  if (w === "not") {
    if (r.accept("active", "enabled")) {
      draft.where.push({ type: "inactive" });
      return true;
    }
    if (r.accept("inactive", "disabled", "deactivated")) {
      draft.where.push({ type: "active" });
      return true;
    }
    r.accept("have", "having", "carrying");
  }
  r.accept("with", "as");
  r.skip(new Set(["the", "a", "an"]));
  r.accept("tag", "tagged");
  r.accept("with", "as");
  const tag = need(r, draft);
  if (tag !== undefined) draft.where.push({ type: "notTagged", tag });
  return true;
};

/** The tags after 'with' in 'tag options ... with summer and sale', up to a word of the target. */
function readTagList(r: Reader, draft: Draft): void {
  while (!r.done()) {
    if (r.word() === "and" && r.peek(1) !== undefined && !isBoundary(r, 1)) {
      r.take();
      continue;
    }
    if (isBoundary(r)) break;
    const value = r.take() as Token;
    if (value.quoted || !HEAD_SKIP.has(value.lower)) draft.values.push(value.text);
  }
}

/** 'with the tag X' (a condition), 'with code ...' (read next), or the tags of 'tag ... with X'. */
const readWith: TailReader = (r, draft, w) => {
  if (w !== "with" && w !== "carrying") return false;
  const word = r.take() as Token;
  r.skip(new Set(["the", "a", "an"]));
  const next = r.word();
  if (next === "tag" || next === "tags") {
    r.take();
    const tag = need(r, draft);
    if (tag !== undefined) draft.where.push({ type: "tagged", tag });
    return true;
  }
  if (CODE_WORDS.has(next) || next === "prefix" || next === "suffix" || next === "attribute") return true;
  if (draft.op === "tag" || draft.op === "untag") readTagList(r, draft);
  else draft.unknown.push(word.text);
  return true;
};

/** The tag of 'untag ... as X' or 'untag ... from X', and of 'tag ... as X', when no tag came before. */
const readTagAfterTarget: TailReader = (r, draft, w) => {
  if (draft.values.length > 0) return false;
  if ((w === "as" || w === "from") && draft.op === "untag" && r.word(1) !== "") {
    if (!isKindStart(r, 1) && !DETERMINERS.has(r.word(1))) {
      r.take();
      draft.values.push((r.take() as Token).text);
      return true;
    }
  }
  if (w === "as" && draft.op === "tag") {
    r.take();
    const value = need(r, draft);
    if (value !== undefined) draft.values.push(value);
    return true;
  }
  return false;
};

/** 'attribute color is red'. */
const readAttributeCondition: TailReader = (r, draft, w) => {
  if (w !== "attribute" && w !== "attr") return false;
  r.take();
  const name = need(r, draft);
  r.accept("is", "equals", "=", "of");
  r.accept("equal");
  r.accept("to");
  const value = need(r, draft);
  if (name !== undefined && value !== undefined) draft.where.push({ type: "attributeEquals", name, value });
  return true;
};

/** 'active', 'inactive' (and their synonyms) as conditions. */
const readActivityCondition: TailReader = (r, draft, w) => {
  if (w === "active" || w === "enabled") {
    r.take();
    draft.where.push({ type: "active" });
    return true;
  }
  if (w === "inactive" || w === "disabled" || w === "deactivated" || w === "archived") {
    r.take();
    draft.where.push({ type: "inactive" });
    return true;
  }
  return false;
};

/** Reads 'on the EU site', 'for site EU', 'in EU', 'on all sites'; answers false when the words are not a site. */
function readSite(r: Reader, draft: Draft): boolean {
  const start = r.i;
  r.accept("the");
  if ((r.word() === "all" || r.word() === "every" || r.word() === "each") && ["sites", "site"].includes(r.word(1))) {
    r.i += 2;
    draft.global = true;
    return true;
  }
  if (r.accept("site")) {
    const site = readValue(r);
    if (site !== undefined) {
      draft.sites.push(site);
      return true;
    }
    r.i = start;
    return false;
  }
  const t = r.peek();
  if (t === undefined || t.stop) {
    r.i = start;
    return false;
  }
  const w = t.quoted ? "" : t.lower;
  if (!t.quoted && (DETERMINERS.has(w) || isKindStart(r) || FILLERS.has(w) || readDate(r.tokens, r.i))) {
    r.i = start;
    return false;
  }
  if (!t.quoted && !SITE_CODE.test(t.text)) {
    r.i = start;
    return false;
  }
  r.take();
  r.accept("site");
  draft.sites.push(t.text);
  return true;
}

/** 'globally', 'site EU', 'from December 1', 'on EU', 'in 2026-12-01': where and from when. */
const readScope: TailReader = (r, draft, w) => {
  if (w === "globally" || w === "everywhere") {
    r.take();
    draft.global = true;
    return true;
  }
  if (w === "site" || w === "sites") {
    r.take();
    const value = need(r, draft);
    if (value !== undefined) draft.sites.push(value);
    return true;
  }
  const start = r.i;
  if (w === "from" || w === "effective" || w === "since" || w === "after" || (w === "as" && r.word(1) === "of")) {
    r.take();
    r.accept("of", "from");
    if (readDateAt(r, draft)) return true;
    r.i = start;
  }
  if (w === "on" || w === "for" || w === "in" || w === "at") {
    r.take();
    if (readDateAt(r, draft) || readSite(r, draft)) return true;
    r.i = start;
  }
  return false;
};

/** 'them', 'it', 'those' (not followed by a kind): the entries of the instruction before. */
const readPronoun: TailReader = (r, draft, w) => {
  if (!PRONOUNS.has(w) && !((w === "those" || w === "these") && !isKindStart(r, 1))) return false;
  r.take();
  draft.pronoun = true;
  return true;
};

/** Prepositions, determiners and fillers carry no meaning of their own. */
const readFiller: TailReader = (r, _draft, w) => {
  if (!TARGET_PREPOSITIONS.has(w) && !DETERMINERS.has(w) && !FILLERS.has(w)) return false;
  r.take();
  return true;
};

/** A date alone, for activate and deactivate. */
const readBareDate: TailReader = (r, draft) =>
  (draft.op === "activate" || draft.op === "deactivate") && readDateAt(r, draft);

/** The readers in the order they are tried: the first that reads a word wins. */
const TAIL_READERS: readonly TailReader[] = [
  readKind,
  readCodeCondition,
  readTagCondition,
  readWith,
  readTagAfterTarget,
  readAttributeCondition,
  readActivityCondition,
  readScope,
  readPronoun,
  readFiller,
  readBareDate,
];

/** Reads the rest of an instruction; a quoted value or a word no reader takes is an unknown word. */
export function readTail(r: Reader, draft: Draft): void {
  while (!r.done()) {
    const t = r.peek() as Token;
    if (!t.quoted && TAIL_READERS.some((read) => read(r, draft, t.lower))) continue;
    draft.unknown.push(t.text);
    r.take();
  }
}
