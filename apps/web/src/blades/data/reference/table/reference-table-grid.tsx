import { TABLE_FROZEN_COLUMNS } from "@atelier/domain/data/reference/table-columns";
import { useComputedColorScheme } from "@mantine/core";
import type { ClipboardEvent } from "react";
import { type Column, DataGrid, type RenderEditCellProps, SelectColumn } from "react-data-grid";
import "react-data-grid/lib/styles.css";
import classes from "./reference-table-grid.module.css";
import { TABLE_TEXTS } from "./reference-table-texts";
import { type TablePosition, type TableRow, withCell } from "./table-rows";

interface ReferenceTableGridProps {
  name: string;
  header: readonly string[];
  /** Each column's width (tableColumnWidths), by position. */
  widths: readonly number[];
  rows: readonly TableRow[];
  onRowsChange: (rows: TableRow[]) => void;
  selectedIds: ReadonlySet<number>;
  onSelectedIdsChange: (ids: Set<number>) => void;
  /** The cell a paste goes to: the grid's active cell (null on a header or the selection column). */
  onActiveCell: (position: TablePosition | null) => void;
  /** A paste into the grid while no cell is being edited. */
  onPaste: (text: string) => void;
}

/** A cell being typed in: the whole cell is a plain input; leaving it keeps the text. */
function CellEditor({ row, column, onRowChange, onClose }: RenderEditCellProps<TableRow>) {
  const index = Number(column.key);
  return (
    <input
      className={classes.editor}
      aria-label={TABLE_TEXTS.cellValue(String(column.name))}
      // biome-ignore lint/a11y/noAutofocus: the grid opens the editor on the cell the user chose to type in
      autoFocus
      value={row.cells[index] ?? ""}
      onChange={(event) => onRowChange({ ...row, cells: withCell(row.cells, index, event.currentTarget.value) })}
      onBlur={() => onClose(true, false)}
    />
  );
}

function dataColumns(header: readonly string[], widths: readonly number[]): Column<TableRow>[] {
  return header.map((name, index) => ({
    key: String(index),
    name,
    width: widths[index],
    frozen: index < TABLE_FROZEN_COLUMNS,
    resizable: true,
    renderCell: ({ row }) => row.cells[index] ?? "",
    renderEditCell: CellEditor,
  }));
}

/** Whether a paste lands in a text field (a cell being edited), where the browser pastes on its own. */
function pastesIntoField(event: ClipboardEvent): boolean {
  return event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
}

/**
 * The table as a spreadsheet (react-data-grid: docs/decisions/data-reference-table-grid.md): a column of
 * row checkboxes, then the data columns, the first 2 frozen; a cell copies its value, and a block pasted
 * from a spreadsheet goes to the editor, which fills the cells from the active one.
 */
export function ReferenceTableGrid(props: ReferenceTableGridProps) {
  const { name, header, widths, rows, selectedIds } = props;
  const columns: Column<TableRow>[] = [SelectColumn, ...dataColumns(header, widths)];
  const colorScheme = useComputedColorScheme("light");

  return (
    <div
      data-testid="reference-table"
      onPaste={(event) => {
        if (pastesIntoField(event)) return;
        event.preventDefault();
        props.onPaste(event.clipboardData.getData("text/plain"));
      }}
    >
      <DataGrid
        aria-label={TABLE_TEXTS.gridLabel(name)}
        // The grid's colours follow the app's scheme through its own classes (rdg-light, rdg-dark).
        className={`${classes.grid} rdg-${colorScheme}`}
        columns={columns}
        rows={rows}
        rowKeyGetter={(row) => row.id}
        onRowsChange={props.onRowsChange}
        selectedRows={selectedIds}
        onSelectedRowsChange={props.onSelectedIdsChange}
        onActivePositionChange={({ rowIdx, column }) => {
          const index = column === undefined ? Number.NaN : Number(column.key);
          props.onActiveCell(rowIdx >= 0 && Number.isInteger(index) ? { row: rowIdx, column: index } : null);
        }}
        onCellCopy={({ row, column }, event) => {
          event.clipboardData.setData("text/plain", row.cells[Number(column.key)] ?? "");
          event.preventDefault();
        }}
      />
    </div>
  );
}
