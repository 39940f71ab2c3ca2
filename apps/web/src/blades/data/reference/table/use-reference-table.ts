import { tableColumnWidth, tableColumnWidths } from "@atelier/domain/data/reference/table-columns";
import type { ParsedFile } from "@atelier/domain/data/reference-data.schema";
import { useRef, useState } from "react";
import { addColumnProblem } from "./table-columns-edit";
import { clipboardBlock, pasteBlock, type TablePosition, type TableRow } from "./table-rows";

/** The editable table of a parsed file: its header, its data rows (with ids), the column widths and what is selected. */
export function useReferenceTable(parsed: ParsedFile) {
  const [initial] = useState(() => {
    const header = parsed.rows.find((row) => row._type === "header")?.cells ?? [];
    const data = parsed.rows.filter((row) => row._type === "data").map((row, id) => ({ id, cells: row.cells }));
    return {
      header,
      rows: data,
      widths: tableColumnWidths(
        header,
        data.map((row) => row.cells),
      ),
    };
  });
  const [header, setHeader] = useState(initial.header);
  const [widths, setWidths] = useState(initial.widths);
  const [rows, setRows] = useState<TableRow[]>(initial.rows);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [dirty, setDirty] = useState(false);
  const nextId = useRef(initial.rows.length);
  const active = useRef<TablePosition | null>(null);
  const newRow = (): TableRow => ({ id: nextId.current++, cells: [] });

  const change = (next: TableRow[]) => {
    setRows(next);
    setDirty(true);
  };

  return {
    header,
    widths,
    rows,
    selectedIds,
    dirty,
    setSelectedIds,
    setActiveCell: (position: TablePosition | null) => {
      active.current = position;
    },
    changeRows: change,
    addRow: () => change([...rows, newRow()]),
    removeSelected: () => {
      change(rows.filter((row) => !selectedIds.has(row.id)));
      setSelectedIds(new Set());
    },
    /** Adds a column at the end; returns why it cannot be added, or null. */
    addColumn: (name: string): string | null => {
      const problem = addColumnProblem(header, name);
      if (problem !== null) return problem;
      setHeader([...header, name.trim()]);
      setWidths([...widths, tableColumnWidth([name.trim()])]);
      setDirty(true);
      return null;
    },
    /** Pastes a clipboard block at the active cell; returns how many cells fell past the last column. */
    paste: (text: string): number => {
      const at = active.current;
      const block = clipboardBlock(text);
      if (at === null || block.length === 0) return 0;
      const result = pasteBlock(rows, header.length, at, block, newRow);
      change(result.rows);
      return result.clipped;
    },
  };
}

export type ReferenceTableState = ReturnType<typeof useReferenceTable>;
