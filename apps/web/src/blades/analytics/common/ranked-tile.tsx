import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ANALYTICS_TEXTS } from "./analytics-texts";
import { withPrevious } from "./compare-figures";
import { CsvButton } from "./csv-button";
import type { CsvRow } from "./csv-text";
import { RankedList, RowDetail } from "./ranked-list";
import { TileFrame } from "./tile-frame";
import type { DashboardPeriod } from "./use-dashboard-period";

interface RankedTileProps<Data, Row extends { count: number }> {
  title: string;
  testId: string;
  period: DashboardPeriod;
  /** The tile's call for the period and for the previous period (which asks nothing while compare is off). */
  current: UseQueryResult<Data>;
  before: UseQueryResult<Data>;
  /** The rows a call's answer lists, most first; of the previous period's answer too, unless told apart. */
  rowsOf: (data: Data) => readonly Row[];
  previousRowsOf?: (data: Data) => readonly Row[];
  /** What tells a row of this period and the same row of the previous one apart. */
  keyOf: (row: Row) => string;
  /** The list's headings before the count, each row's cells under them, and small print under the first. */
  columns: readonly string[];
  cellsOf: (row: Row) => readonly ReactNode[];
  detailOf?: (row: Row) => string | undefined;
  /** The CSV file's name before its stamp, its heading and each row's cells ('Previous' follows when comparing). */
  csv: { fileName: string; label: string; header: readonly string[]; cellsOf: (row: Row) => CsvRow };
  height: number;
  listHeight: number;
}

/**
 * A dashboard tile that ranks rows (products, browsers, options ...): 'Loading...', the error or 'No Results',
 * else the list with, when comparing, each row's previous count and change; and a CSV button for what it shows.
 */
export function RankedTile<Data, Row extends { count: number }>(props: RankedTileProps<Data, Row>) {
  const { period, current, before, rowsOf, previousRowsOf = rowsOf, keyOf, csv } = props;
  const previousRows = period.compare && before.data !== undefined ? previousRowsOf(before.data) : undefined;
  const rows = withPrevious(current.data === undefined ? [] : rowsOf(current.data), previousRows, keyOf);
  const header = period.compare ? [...csv.header, ANALYTICS_TEXTS.previous] : csv.header;
  const csvRows = rows.map((row) => (period.compare ? [...csv.cellsOf(row), row.previous ?? 0] : csv.cellsOf(row)));
  return (
    <TileFrame
      title={props.title}
      testId={props.testId}
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={rows.length === 0}
      height={props.height}
      actions={<CsvButton fileName={csv.fileName} header={header} rows={csvRows} label={csv.label} />}
    >
      <RankedList
        label={props.title}
        columns={props.columns}
        compare={period.compare}
        maxHeight={props.listHeight}
        rows={rows.map((row) => {
          const detail = props.detailOf?.(row);
          return {
            key: keyOf(row),
            cells: props.cellsOf(row),
            count: row.count,
            ...(detail ? { detail: <RowDetail>{detail}</RowDetail> } : {}),
            ...(row.previous === undefined ? {} : { previous: row.previous }),
          };
        })}
      />
    </TileFrame>
  );
}
