/** The texts of the analytics prompt area and the Prompt Report blade. */
export const PROMPT_TEXTS = {
  // The prompt area (spec part 1, 2.15).
  prompt: "Ask a question about your analytics",
  promptPlaceholder: "For example: top 5 products by saved recipes last month",
  query: "Query",
  inspirations: "Try asking",
  // The Prompt Report blade.
  question: "Question",
  clarification: "Add a clarification",
  clarificationPlaceholder: "For example: only mobile, by week, exclude archived products",
  add: "Add",
  clarifications: "Clarifications",
  removeClarification: (text: string) => `Remove clarification '${text}'`,
  result: "Result",
  period: (start: string, end: string) => `${start} – ${end}`,
  periodLabel: "Period",
  readAs: "Read as",
  rows: (count: number) => (count === 1 ? "1 row" : `${count.toLocaleString()} rows`),
  noQuestion: "This report has no question. Ask one from Recipe Analytics or Actions Analytics.",
  pages: "Result pages",
  exportName: "prompt-report",
  downloadCsv: "Download CSV of the prompt report",
} as const;
