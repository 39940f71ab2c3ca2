import type { PromptReportRow } from "@atelier/domain/analytics/prompt-query.schema";
import { Group, Pagination, ScrollArea, Table, Text } from "@mantine/core";
import { useState } from "react";
import { PROMPT_TEXTS } from "../common/prompt-texts";
import { cellText, columnHeading, pageCount, REPORT_PAGE_SIZE, reportColumns, rowsOfPage } from "./report-grid-rows";

interface ReportGridProps {
  rows: readonly PromptReportRow[];
}

/** The result of a prompt report as a grid of 100 rows a page, its columns the keys of the rows. */
export function ReportGrid({ rows }: ReportGridProps) {
  const [page, setPage] = useState(1);
  const columns = reportColumns(rows);
  const pages = pageCount(rows.length);
  const shown = Math.min(page, pages);
  const offset = (shown - 1) * REPORT_PAGE_SIZE;

  return (
    <>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped highlightOnHover withTableBorder stickyHeader data-testid="prompt-report-grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>#</Table.Th>
              {columns.map((key) => (
                <Table.Th key={key} ta={isFigure(key) ? "right" : undefined}>
                  {columnHeading(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOfPage(rows, shown).map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no id and never move
              <Table.Tr key={offset + index}>
                <Table.Td c="dimmed">{offset + index + 1}</Table.Td>
                {columns.map((key) => (
                  <Table.Td
                    key={key}
                    ta={isFigure(key) ? "right" : undefined}
                    ff={isFigure(key) ? "monospace" : undefined}
                  >
                    {cellText(row[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="prompt-report-count">
          {PROMPT_TEXTS.rows(rows.length)}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={shown}
            onChange={setPage}
            aria-label={PROMPT_TEXTS.pages}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        )}
      </Group>
    </>
  );
}

function isFigure(key: string): boolean {
  return key === "value" || key === "previous";
}
