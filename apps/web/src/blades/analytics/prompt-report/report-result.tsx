import type { PromptReportResult } from "@atelier/domain/analytics/prompt-query.schema";
import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PROMPT_TEXTS } from "../common/prompt-texts";
import { ReportGrid } from "./report-grid";

interface ReportResultProps {
  report: PromptReportResult;
  /** The result's CSV button. */
  csv: ReactNode;
}

/** An answered prompt report: how the question was read, the period it covers, and the rows. */
export function ReportResult({ report, csv }: ReportResultProps) {
  return (
    <Stack gap="sm" data-testid="prompt-report-result">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          {report.explained !== "" && (
            <Text size="sm" data-testid="prompt-report-explained">
              <Text span size="sm" c="dimmed">
                {PROMPT_TEXTS.readAs}:{" "}
              </Text>
              {report.explained}
            </Text>
          )}
          {report.start !== null && report.end !== null && (
            <Text size="sm" data-testid="prompt-report-period">
              <Text span size="sm" c="dimmed">
                {PROMPT_TEXTS.periodLabel}:{" "}
              </Text>
              {PROMPT_TEXTS.period(report.start, report.end)}
            </Text>
          )}
        </Stack>
        {csv}
      </Group>
      <ReportGrid rows={report.result} />
    </Stack>
  );
}
