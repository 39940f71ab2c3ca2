import type { DayRange } from "../date-range";
import type { AnalyticsHive, PromptDimension, PromptFilter, PromptMeasure, PromptQuery } from "../prompt-query.schema";
import { STOP_WORDS } from "./fixed-phrases";
import { PROMPT_MESSAGES } from "./messages";
import type { PhraseBook } from "./patterns";
import type { Piece, Shift } from "./pieces";
import { tokenize } from "./tokens";

// One text (the question or a clarification) read into what it asks: the words become pieces through the
// longest phrases, and the pieces are put together in order.

export type CompareSpec = { kind: "shift"; shift: Shift } | { kind: "previous" } | { kind: "range"; range: DayRange };

/** What one text asks; every part is optional so that a clarification changes only what it names. */
export interface TextMeaning {
  measure?: PromptMeasure;
  dimensions: PromptDimension[];
  filters: PromptFilter[];
  range?: DayRange;
  compare?: CompareSpec;
  order?: PromptQuery["order"];
  limit?: number;
  /** Words the grammar does not know, as typed. */
  unknownWords: string[];
  /** Phrases about visitors' actions asked on the recipe hive. */
  actionsOnly: string[];
  problems: string[];
  /** Whether anything was understood beyond filler words. */
  meaningful: boolean;
}

interface Item {
  pieces: Piece[];
  text: string;
  actionsOnly: boolean;
}

/** The phrases of a text, longest first, and the words no phrase or stop word covers. */
function readItems(text: string, book: PhraseBook, today: string): { items: Item[]; unknownWords: string[] } {
  const tokens = tokenize(text);
  const items: Item[] = [];
  const unknownWords: string[] = [];
  let at = 0;
  while (at < tokens.length) {
    const match = book.longest(tokens, at);
    if (match !== null) {
      const phraseText = tokens
        .slice(at, match.end)
        .map((token) => token.raw)
        .join(" ");
      items.push({
        pieces: match.phrase.make(match.captures, today),
        text: phraseText,
        actionsOnly: match.phrase.actionsOnly,
      });
      at = match.end;
      continue;
    }
    const token = tokens[at];
    if (token !== undefined && !STOP_WORDS.has(token.word)) unknownWords.push(token.raw);
    at += 1;
  }
  return { items, unknownWords };
}

const TIME: ReadonlySet<PromptDimension> = new Set(["day", "week", "month"]);

/** Adds a breakdown; a time bucket takes the place of another time bucket. */
export function addDimension(dimensions: PromptDimension[], added: PromptDimension): void {
  if (dimensions.includes(added)) return;
  const time = TIME.has(added) ? dimensions.findIndex((dimension) => TIME.has(dimension)) : -1;
  if (time >= 0) dimensions[time] = added;
  else dimensions.push(added);
}

export function isTimeDimension(dimension: PromptDimension): boolean {
  return TIME.has(dimension);
}

/** Adds a filter, joining the values of one with the same field and kind ("US and EU sites"). */
function mergeFilter(filters: PromptFilter[], added: PromptFilter): void {
  const same = filters.find((filter) => filter.field === added.field && filter.op === added.op);
  if (same === undefined) filters.push({ ...added, values: [...added.values] });
  else for (const value of added.values) if (!same.values.includes(value)) same.values.push(value);
}

const flip = (op: PromptFilter["op"]): PromptFilter["op"] => (op === "in" ? "notIn" : "in");
const isFilterLike = (piece: Piece) => piece.kind === "filter" || piece.kind === "filler" || piece.kind === "negate";

export function readText(text: string, hive: AnalyticsHive, book: PhraseBook, today: string): TextMeaning {
  const { items, unknownWords } = readItems(text, book, today);
  const meaning: TextMeaning = {
    dimensions: [],
    filters: [],
    unknownWords,
    actionsOnly: [],
    problems: [],
    meaningful: false,
  };
  let negating = false;
  let comparing = false;
  let compareWord = false;
  let afterHowMany = false;
  /** The field of the filter just left out: "except EU and UK" leaves out both. */
  let excludedField: PromptFilter["field"] | null = null;

  const setPeriod = (range: DayRange, back: Shift | undefined, into: "range" | "compare") => {
    if (into === "compare")
      meaning.compare = back === undefined ? { kind: "range", range } : { kind: "shift", shift: back };
    else meaning.range = range;
  };

  for (const item of items) {
    if (hive === "recipe" && item.actionsOnly) {
      meaning.actionsOnly.push(item.text);
      continue;
    }
    const wasAfterHowMany: boolean = afterHowMany;
    const wasExcluded = excludedField;
    afterHowMany = false;
    excludedField = null;
    for (const piece of item.pieces) {
      if (piece.kind !== "filler" && piece.kind !== "howMany") meaning.meaningful = true;
      if (negating && !isFilterLike(piece) && piece.kind !== "productsNoun") {
        meaning.problems.push(PROMPT_MESSAGES.negateWithoutFilter);
        negating = false;
      }
      switch (piece.kind) {
        case "recipes":
          if (hive === "actionevent") {
            mergeFilter(meaning.filters, { field: "eventType", op: "in", values: ["recipe_saved"] });
          } else if (piece.strong && meaning.measure === undefined) meaning.measure = "count";
          break;
        case "sessions":
          meaning.measure = "sessions";
          break;
        case "events":
          meaning.measure = "count";
          break;
        case "eventType":
          if (hive === "actionevent")
            mergeFilter(meaning.filters, { field: "eventType", op: "in", values: [piece.type] });
          break;
        case "productsNoun":
          if (negating) break;
          if (wasAfterHowMany) meaning.measure = "products";
          else addDimension(meaning.dimensions, "product");
          break;
        case "measure":
          meaning.measure = piece.measure;
          break;
        case "howMany":
          afterHowMany = true;
          break;
        case "dimension":
          addDimension(meaning.dimensions, piece.dimension);
          break;
        case "filter": {
          if (hive === "actionevent" && piece.filter.field === "personalization") {
            meaning.problems.push(PROMPT_MESSAGES.eventPersonalization(item.text));
            break;
          }
          const negated = negating || wasExcluded === piece.filter.field;
          const op = negated ? flip(piece.filter.op) : piece.filter.op;
          mergeFilter(meaning.filters, { ...piece.filter, op });
          if (negated) excludedField = piece.filter.field;
          negating = false;
          afterHowMany = wasAfterHowMany;
          break;
        }
        case "negate":
          negating = true;
          break;
        case "range":
          if (comparing) setPeriod(piece.range, piece.back, "compare");
          else if (meaning.range === undefined) setPeriod(piece.range, piece.back, "range");
          else if (compareWord && meaning.compare === undefined) setPeriod(piece.range, piece.back, "compare");
          else meaning.problems.push(PROMPT_MESSAGES.twoPeriods(rangeWords(meaning.range), rangeWords(piece.range)));
          comparing = false;
          break;
        case "compareMarker":
          comparing = true;
          break;
        case "compareWord":
          compareWord = true;
          break;
        case "compareShift":
          meaning.compare = piece.shift === "previous" ? { kind: "previous" } : { kind: "shift", shift: piece.shift };
          comparing = false;
          break;
        case "order":
          meaning.order = { by: piece.by, direction: piece.direction };
          break;
        case "limit":
          meaning.limit = piece.limit;
          if (piece.direction !== undefined) meaning.order = { by: "value", direction: piece.direction };
          break;
        case "problem":
          meaning.problems.push(piece.message);
          break;
        case "filler":
          break;
      }
    }
  }
  if (negating) meaning.problems.push(PROMPT_MESSAGES.negateWithoutFilter);
  if (comparing && meaning.compare === undefined) meaning.compare = { kind: "previous" };
  return meaning;
}

const rangeWords = (range: DayRange) => (range.start === range.end ? range.start : `${range.start} to ${range.end}`);
