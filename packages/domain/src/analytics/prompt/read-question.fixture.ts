import type { PromptFilter, PromptQuery } from "../prompt-query.schema";
import type { PromptVocabulary } from "./company-phrases";
import { type QuestionReading, readQuestion } from "./read-question";

// A sneaker company's words and the shorthands of the question tables. Today is Thursday 26 November 2026.

export const TODAY = "2026-11-26";

export const SNEAKERS: PromptVocabulary = {
  products: [
    { styleCode: "SNK-CC-100", name: "Court Classic", tags: ["retro", "leather"] },
    { styleCode: "SNK-TR-200", name: "Trail Runner", tags: ["running", "outdoor"] },
    { styleCode: "SNK-HT-300", name: "High Top", tags: ["retro", "canvas"] },
    { styleCode: "SNK-SL-400", name: "Slip On", tags: ["canvas"] },
    { styleCode: "SNK-RR-500", name: "Road Racer", tags: ["running", "limited"] },
  ],
  sites: [
    { code: "US", name: "United States" },
    { code: "EU", name: "Europe" },
    { code: "UK", name: "United Kingdom" },
  ],
  placements: [
    { code: "LACES", name: "Laces" },
    { code: "UPPER", name: "Upper" },
    { code: "SOLE", name: "Sole" },
  ],
  personalizations: [
    { key: "MONOGRAM", label: "Monogram" },
    { key: "HEEL_NUMBER", label: "Heel number" },
  ],
  tags: ["retro", "running", "limited", "canvas", "leather", "outdoor", "vegan"],
};

/** The default period: the last 30 days, today included. */
export const LAST_30_DAYS = { start: "2026-10-28", end: TODAY };

export function read(
  prompt: string,
  hive: PromptQuery["hive"] = "recipe",
  refinements: string[] = [],
): QuestionReading {
  return readQuestion({ hive, prompt, refinements }, SNEAKERS, TODAY);
}

/** The query a question is expected to become: the defaults with what the question changes. */
export function query(changes: Partial<PromptQuery>): PromptQuery {
  return {
    hive: "recipe",
    measure: "count",
    dimensions: [],
    filters: [],
    range: LAST_30_DAYS,
    order: { by: "value", direction: "desc" },
    ...changes,
  };
}

export const actions = (changes: Partial<PromptQuery>) => query({ hive: "actionevent", ...changes });

export const only = (field: PromptFilter["field"], ...values: string[]): PromptFilter => ({ field, op: "in", values });
export const not = (field: PromptFilter["field"], ...values: string[]): PromptFilter => ({
  field,
  op: "notIn",
  values,
});
export const days = (start: string, end: string = start) => ({ start, end });
export const CHRONOLOGICAL = { by: "dimension", direction: "asc" } as const;
export const LEAST_FIRST = { by: "value", direction: "asc" } as const;
export const MOBILE = only("device", "mobile", "tablet");
export const SESSIONS = only("eventType", "session_start");

/** The query of a question that must be read, or its error message (so that a failing case shows why). */
export function queryOf(reading: QuestionReading): PromptQuery | string {
  return reading.ok ? reading.query : reading.errorMessage;
}
