import { DATA_GRID_PAGE_ROWS, type DataGridQueryResult } from "@atelier/domain/data/reference-data.schema";
import { Group, Pagination, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { QUERY_TEXTS } from "./query-texts";

interface QueryResultsProps {
  /** The last answer; undefined before the first run. */
  result: DataGridQueryResult | undefined;
}

/** The rows a query returned, 20 a page (part 3 section 9), with the total of rows that match. */
export function QueryResults({ result }: QueryResultsProps) {
  const [page, setPage] = useState(1);
  const [shownResult, setShownResult] = useState(result);
  // A new answer starts at its first page.
  if (shownResult !== result) {
    setShownResult(result);
    setPage(1);
  }

  return (
    <Stack gap="xs" component="section" aria-label={QUERY_TEXTS.results}>
      <Title order={3} size="h5">
        {QUERY_TEXTS.results}
      </Title>
      {result === undefined ? (
        <Text size="sm" c="dimmed">
          {QUERY_TEXTS.notRun}
        </Text>
      ) : (
        <ResultPage result={result} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}

function ResultPage({
  result,
  page,
  onPage,
}: {
  result: DataGridQueryResult;
  page: number;
  onPage: (page: number) => void;
}) {
  const { columns, rows, total } = result;
  const pages = Math.max(1, Math.ceil(rows.length / DATA_GRID_PAGE_ROWS));
  const offset = (page - 1) * DATA_GRID_PAGE_ROWS;
  const pageRows = rows.slice(offset, offset + DATA_GRID_PAGE_ROWS);

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" fw={500} data-testid="query-total">
          {QUERY_TEXTS.total(total)}
        </Text>
        {rows.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="query-shown">
            {QUERY_TEXTS.shown(offset + 1, offset + pageRows.length, rows.length)}
          </Text>
        )}
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {QUERY_TEXTS.noRows}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Table striped highlightOnHover withTableBorder withColumnBorders data-testid="query-results">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>#</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} style={{ whiteSpace: "nowrap" }}>
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of an answer have no id and never move
                <Table.Tr key={offset + index}>
                  <Table.Td c="dimmed">{offset + index + 1}</Table.Td>
                  {columns.map((column) => {
                    const cell = row[column];
                    return (
                      <Table.Td key={column} c={cell === null || cell === undefined ? "dimmed" : undefined}>
                        {cell ?? QUERY_TEXTS.null}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={onPage}
            aria-label={QUERY_TEXTS.pages}
            getControlProps={(control) => ({ "aria-label": `${control} page` })}
          />
        </Group>
      )}
    </>
  );
}
