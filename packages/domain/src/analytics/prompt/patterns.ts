import { MONTH_NAMES } from "../../shared/month-names";
import type { Piece } from "./pieces";
import type { Token } from "./tokens";

// Phrases and the longest-phrase matcher. A phrase is a sequence of elements: a set of words (any one of them
// matches) or a slot (a number, a month, a year, a quarter or a whole day). Fixed phrases are written in a small
// notation: words separated by spaces, "a|b" for either word, "word?" for an optional word, and the slots {n},
// {month}, {year}, {quarter} and {date}.

export type SlotKind = "n" | "month" | "year" | "quarter" | "date";

/** A day as a question writes it; the year is left out in "1 March". */
export interface SpokenDay {
  year?: number;
  month: number;
  day: number;
}

export interface Captures {
  n: number[];
  month: number[];
  year: number[];
  quarter: number[];
  date: SpokenDay[];
}

type Element = { kind: "words"; words: ReadonlySet<string> } | { kind: "slot"; slot: SlotKind };

export interface Phrase {
  elements: Element[];
  /** 0 for the grammar's own phrases, 1 for the company's words: on a tie in length the grammar's phrase wins. */
  rank: number;
  /** A phrase about visitors' actions, which the recipe hive cannot answer. */
  actionsOnly: boolean;
  make: (captures: Captures, today: string) => Piece[];
}

const MONTH_WORDS = new Map<string, number>([
  ...MONTH_NAMES.map((name, index): [string, number] => [name, index + 1]),
  ...["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map((name): [string, number] => [
    name,
    MONTH_NAMES.findIndex((month) => month.startsWith(name)) + 1,
  ]),
  ["sept", 9],
]);
const NUMBER_WORDS = new Map<string, number>(
  [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ].map((word, index): [string, number] => [word, index + 1]),
);
NUMBER_WORDS.set("thirty", 30).set("fifty", 50).set("hundred", 100);

function readNumber(word: string): number | null {
  if (/^\d{1,6}$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word) ?? null;
}

function readDayOfMonth(word: string): number | null {
  const match = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word);
  if (match === null) return null;
  const day = Number(match[1]);
  return day >= 1 && day <= 31 ? day : null;
}

function readYear(word: string): number | null {
  if (!/^\d{4}$/.test(word)) return null;
  const year = Number(word);
  return year >= 1970 && year <= 2199 ? year : null;
}

/** The ways a day can be written from token `at`: 2026-03-01, 1 March [2026], March 1[st] [2026]. */
function readDays(tokens: readonly Token[], at: number): { end: number; day: SpokenDay }[] {
  const found: { end: number; day: SpokenDay }[] = [];
  const first = tokens[at]?.word;
  if (first === undefined) return found;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(first);
  if (iso !== null) {
    const year = Number(iso[1]);
    const month = Number(iso[2]);
    const day = Number(iso[3]);
    const check = new Date(Date.UTC(year, month - 1, day));
    const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    if (real && year >= 1970 && year <= 2199) found.push({ end: at + 1, day: { year, month, day } });
    return found;
  }
  const second = tokens[at + 1]?.word;
  if (second === undefined) return found;
  const pairs: [string, string][] = [
    [first, second],
    [second, first],
  ];
  for (const [dayWord, monthWord] of pairs) {
    const day = readDayOfMonth(dayWord);
    const month = MONTH_WORDS.get(monthWord);
    if (day === null || month === undefined) continue;
    found.push({ end: at + 2, day: { month, day } });
    const yearWord = tokens[at + 2]?.word;
    const year = yearWord === undefined ? null : readYear(yearWord);
    if (year !== null) found.push({ end: at + 3, day: { year, month, day } });
  }
  return found;
}

function emptyCaptures(): Captures {
  return { n: [], month: [], year: [], quarter: [], date: [] };
}

function withCapture(captures: Captures, slot: SlotKind, value: number | SpokenDay): Captures {
  const next = { ...captures };
  if (slot === "date") next.date = [...captures.date, value as SpokenDay];
  else next[slot] = [...captures[slot], value as number];
  return next;
}

function readSlot(slot: Exclude<SlotKind, "date">, word: string): number | null {
  switch (slot) {
    case "n":
      return readNumber(word);
    case "month":
      return MONTH_WORDS.get(word) ?? null;
    case "year":
      return readYear(word);
    case "quarter": {
      const match = /^q([1-4])$/.exec(word);
      return match === null ? null : Number(match[1]);
    }
  }
}

/** Every way the elements match from token `at`: where each match ends and what its slots hold. */
function* matchElements(
  elements: readonly Element[],
  index: number,
  tokens: readonly Token[],
  at: number,
  captures: Captures,
): Generator<{ end: number; captures: Captures }> {
  const element = elements[index];
  if (element === undefined) {
    yield { end: at, captures };
    return;
  }
  if (element.kind === "words") {
    const token = tokens[at];
    if (token !== undefined && element.words.has(token.word)) {
      yield* matchElements(elements, index + 1, tokens, at + 1, captures);
    }
    return;
  }
  if (element.slot === "date") {
    for (const { end, day } of readDays(tokens, at)) {
      yield* matchElements(elements, index + 1, tokens, end, withCapture(captures, "date", day));
    }
    return;
  }
  const token = tokens[at];
  const value = token === undefined ? null : readSlot(element.slot, token.word);
  if (value !== null)
    yield* matchElements(elements, index + 1, tokens, at + 1, withCapture(captures, element.slot, value));
}

/** Compiles the notation into one phrase per spelling (optional words double the spellings). */
export function phrases(
  notations: readonly string[],
  make: Phrase["make"],
  options: { actionsOnly?: boolean } = {},
): Phrase[] {
  const result: Phrase[] = [];
  for (const notation of notations) {
    let spellings: Element[][] = [[]];
    for (const part of notation.trim().split(/\s+/)) {
      const slot = /^\{(n|month|year|quarter|date)\}$/.exec(part);
      const optional = part.endsWith("?");
      const element: Element = slot
        ? { kind: "slot", slot: slot[1] as SlotKind }
        : { kind: "words", words: new Set(part.replace(/\?$/, "").split("|")) };
      spellings = spellings.flatMap((elements) =>
        optional ? [elements, [...elements, element]] : [[...elements, element]],
      );
    }
    for (const elements of spellings) {
      if (elements.length > 0) result.push({ elements, rank: 0, actionsOnly: options.actionsOnly ?? false, make });
    }
  }
  return result;
}

/** A company phrase: the exact words of a name, code or tag. */
export function literalPhrase(words: readonly string[], make: Phrase["make"]): Phrase {
  return {
    elements: words.map((word) => ({ kind: "words", words: new Set([word]) })),
    rank: 1,
    actionsOnly: false,
    make,
  };
}

/** Phrases looked up by their first word (phrases that start with a slot are tried everywhere). */
export class PhraseBook {
  private readonly byWord = new Map<string, Phrase[]>();
  private readonly bySlot: Phrase[] = [];

  constructor(...lists: readonly (readonly Phrase[])[]) {
    for (const list of lists) for (const phrase of list) this.add(phrase);
  }

  private add(phrase: Phrase): void {
    const first = phrase.elements[0];
    if (first === undefined) return;
    if (first.kind === "slot") {
      this.bySlot.push(phrase);
      return;
    }
    for (const word of first.words) {
      const list = this.byWord.get(word);
      if (list === undefined) this.byWord.set(word, [phrase]);
      else list.push(phrase);
    }
  }

  /** The longest phrase at token `at` (the grammar's own first on a tie), with its captures and end. */
  longest(tokens: readonly Token[], at: number): { phrase: Phrase; end: number; captures: Captures } | null {
    const word = tokens[at]?.word;
    if (word === undefined) return null;
    let best: { phrase: Phrase; end: number; captures: Captures } | null = null;
    for (const phrase of [...(this.byWord.get(word) ?? []), ...this.bySlot]) {
      for (const match of matchElements(phrase.elements, 0, tokens, at, emptyCaptures())) {
        const better =
          best === null || match.end > best.end || (match.end === best.end && phrase.rank < best.phrase.rank);
        if (better) best = { phrase, end: match.end, captures: match.captures };
      }
    }
    return best;
  }
}
