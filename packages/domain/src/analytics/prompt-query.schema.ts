import { z } from "zod";
import { storable } from "../shared/fields";

// Prompt reports (AnalyticsPromptReport): a question in plain English becomes this structured query, which the
// server runs against the raw rows of one hive. Whatever fills it (the grammar, or an optional language model),
// only this schema's values reach the query, never text from the question.

export const ANALYTICS_HIVES = ["recipe", "actionevent"] as const;
export const AnalyticsHive = z.enum(ANALYTICS_HIVES, { error: "Hive is recipe or actionevent." });
export type AnalyticsHive = z.infer<typeof AnalyticsHive>;

/** What is counted: rows of the hive (saved recipes or events), distinct sessions, or distinct products. */
export const PromptMeasure = z.enum(["count", "sessions", "products"]);
export type PromptMeasure = z.infer<typeof PromptMeasure>;

/** What rows are grouped by. Time buckets are UTC days, ISO weeks (Monday) and months. */
export const PROMPT_DIMENSIONS = [
  "product",
  "site",
  "locale",
  "browser",
  "device",
  "day",
  "week",
  "month",
  "eventType",
  "placement",
  "component",
  "personalization",
] as const;
export const PromptDimension = z.enum(PROMPT_DIMENSIONS);
export type PromptDimension = z.infer<typeof PromptDimension>;

/** What rows can be narrowed by. productStatus is the product's status now (Development, Production, Archived). */
export const PROMPT_FILTER_FIELDS = [
  "product",
  "site",
  "locale",
  "browser",
  "device",
  "eventType",
  "placement",
  "component",
  "personalization",
  "tag",
  "productStatus",
] as const;
export const PromptFilterField = z.enum(PROMPT_FILTER_FIELDS);
export type PromptFilterField = z.infer<typeof PromptFilterField>;

export const PromptFilter = z.object({
  field: PromptFilterField,
  op: z.enum(["in", "notIn"]),
  values: z.array(storable("Value").max(256)).min(1).max(50),
});
export type PromptFilter = z.infer<typeof PromptFilter>;

const day = z.iso.date();

/** The longest range a prompt report reads raw rows for. */
export const PROMPT_RANGE_MAX_DAYS = 400;
export const PROMPT_LIMIT_MAX = 1000;

/** The structured query. `compare` is a second range (e.g. last week) whose figure is shown beside each row. */
export const PromptQuery = z.object({
  hive: AnalyticsHive,
  measure: PromptMeasure,
  dimensions: z.array(PromptDimension).max(3),
  filters: z.array(PromptFilter).max(10),
  range: z.object({ start: day, end: day }),
  compare: z.object({ start: day, end: day }).optional(),
  order: z.object({ by: z.enum(["value", "dimension"]), direction: z.enum(["asc", "desc"]) }),
  limit: z.number().int().min(1).max(PROMPT_LIMIT_MAX).optional(),
});
export type PromptQuery = z.infer<typeof PromptQuery>;

/** The longest question or clarification, and the most clarifications. */
export const PROMPT_MAX_LENGTH = 500;
export const PROMPT_REFINEMENTS_MAX = 20;

/** The body of `POST analytics/prompt` (spec: hive, prompt and a refinements list). */
export const PromptReportInput = z.object({
  hive: AnalyticsHive,
  prompt: storable("Prompt")
    .trim()
    .min(1, { error: "Prompt must not be empty." })
    .max(PROMPT_MAX_LENGTH, { error: `Prompt must be at most ${PROMPT_MAX_LENGTH} characters.` }),
  refinements: z.array(storable("Refinement").trim().max(PROMPT_MAX_LENGTH)).max(PROMPT_REFINEMENTS_MAX).default([]),
});
export type PromptReportInput = z.input<typeof PromptReportInput>;

/** One row of a report: the dimension values by name, the measure as `value` (and `previous` with compare). */
export const PromptReportRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type PromptReportRow = z.infer<typeof PromptReportRow>;

/** The answer (spec: result rows, error, errorMessage, prompt, explained, start, end, endInclusive). */
export const PromptReportResult = z.object({
  result: z.array(PromptReportRow),
  error: z.boolean(),
  errorMessage: z.string().nullable(),
  prompt: z.string(),
  explained: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  endInclusive: z.boolean(),
});
export type PromptReportResult = z.infer<typeof PromptReportResult>;

/** The spec's failure text (part 1, section 8), shown before the server's errorMessage. */
export const PROMPT_REPORT_FAILURE =
  "We encountered an issue while processing your request. Please check your input for any errors, rephrase if necessary, and try again. If you need assistance, feel free to ask for help.";
