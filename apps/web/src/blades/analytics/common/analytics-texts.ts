/** The texts of the analytics dashboards (the spec's own texts are in the domain: MESSAGES, date-range messages). */
export const ANALYTICS_TEXTS = {
  dateRange: "Date range",
  startDate: "Start date",
  endDate: "End date",
  compare: "Compare with previous period",
  previousPeriod: "Previous period",
  currentPeriod: "This period",
  downloadCsv: "Download CSV",
  exportRaw: "Export raw data as CSV",
  exportPdf: "Export PDF",
  count: "Count",
  previous: "Previous",
  change: "Change",
  exportFailed: "The export could not be made.",
} as const;
