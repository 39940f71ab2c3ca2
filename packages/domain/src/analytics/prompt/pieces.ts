import type { ActionEventType } from "../action-event.schema";
import type { DayRange } from "../date-range";
import type { PromptDimension, PromptFilter, PromptMeasure } from "../prompt-query.schema";

/** A step back in time: the unit and how many of it ("last week" is one week, "last 3 months" three months). */
export interface Shift {
  unit: "day" | "week" | "month" | "year";
  count: number;
}

/** What one phrase of a question means. A phrase may mean several pieces ("monogram texts": a filter and a dimension). */
export type Piece =
  /** Saved recipes: the recipe hive's rows, or the recipe_saved events. `strong` when the phrase names recipes. */
  | { kind: "recipes"; strong: boolean }
  /** Distinct sessions (actions only). */
  | { kind: "sessions" }
  /** Every action event (actions only). */
  | { kind: "events" }
  /** A kind of action; `onRecipes` says what the phrase means on the recipe hive. */
  | { kind: "eventType"; type: ActionEventType; onRecipes: "ignore" | "refuse" }
  /** "products": a product breakdown, or (after "how many") the number of distinct products. */
  | { kind: "productsNoun" }
  | { kind: "measure"; measure: PromptMeasure }
  | { kind: "howMany" }
  | { kind: "dimension"; dimension: PromptDimension; actionsOnly?: boolean }
  | { kind: "filter"; filter: PromptFilter }
  /** The next filter leaves out what it names ("excluding", "not", "except"). */
  | { kind: "negate" }
  /** A period. `back` when it counts back from now ("last week"), so that a comparison can shift by it. */
  | { kind: "range"; range: DayRange; back?: Shift }
  /** "compared with", "vs", "than": the next period is the comparison. */
  | { kind: "compareMarker" }
  /** The word "compare": a second period in the same text is the comparison. */
  | { kind: "compareWord" }
  /** A comparison period named by its distance ("the month before", "the previous period"). */
  | { kind: "compareShift"; shift: Shift | "previous" }
  | { kind: "order"; by: "value" | "dimension"; direction: "asc" | "desc" }
  | { kind: "limit"; limit: number; direction?: "asc" | "desc" }
  /** A phrase understood as wrong (an impossible day, "last 0 days"): the reading fails with this message. */
  | { kind: "problem"; message: string }
  /** Understood and meaning nothing more ("only", "so far"). */
  | { kind: "filler" };
