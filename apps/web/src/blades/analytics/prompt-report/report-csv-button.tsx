import type { AnalyticsHive, PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import { CsvButton } from "../common/csv-button";
import { PROMPT_TEXTS } from "../common/prompt-texts";
import { columnHeading, reportColumns } from "./report-grid-rows";

interface ReportCsvButtonProps {
  report: PromptReportResult;
  hive: AnalyticsHive;
}

/** Downloads every row of a prompt report's result (all pages) as CSV, with the grid's headings. */
export function ReportCsvButton({ report, hive }: ReportCsvButtonProps) {
  const columns = reportColumns(report.result);
  return (
    <CsvButton
      fileName={`${PROMPT_TEXTS.exportName}-${hive}`}
      header={columns.map(columnHeading)}
      rows={report.result.map((row) => columns.map((key) => row[key]))}
      label={PROMPT_TEXTS.downloadCsv}
    />
  );
}
