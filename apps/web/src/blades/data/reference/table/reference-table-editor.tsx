import type { ParsedFile } from "@atelier/domain/data/reference-data.schema";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy, IconInfoCircle, IconRowInsertBottom, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { TONES } from "../../../../app/theme-tokens";
import { useBladeDirty } from "../../../../app/workspace/blade-guard";
import { StickyActionBar } from "../../../../ui/action-bar/sticky-action-bar";
import { ErrorCallout } from "../../../../ui/error-callout";
import { UploadProgress } from "../../../../ui/upload/upload-progress";
import { AddColumnButton } from "./add-column-button";
import { ReferenceTableGrid } from "./reference-table-grid";
import { TABLE_TEXTS } from "./reference-table-texts";
import type { TableRow } from "./table-rows";
import { useReferenceTable } from "./use-reference-table";

interface ReferenceTableEditorProps {
  /** The file's name and its parsed rows as last saved. */
  parsed: ParsedFile;
  /** While a save sends the table: the percent sent; null otherwise. */
  savePercent: number | null;
  saveError: unknown;
  onSave: (header: readonly string[], rows: readonly TableRow[]) => void;
}

/** The table of one file: add and remove rows, add columns, paste blocks from a spreadsheet, save as CSV. */
export function ReferenceTableEditor({ parsed, savePercent, saveError, onSave }: ReferenceTableEditorProps) {
  const table = useReferenceTable(parsed);
  const [clipped, setClipped] = useState(0);
  useBladeDirty(table.dirty);
  const selected = table.selectedIds.size;

  return (
    <Stack gap="sm">
      <StickyActionBar
        label={TABLE_TEXTS.toolbar}
        danger={false}
        start={
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} />}
            loading={savePercent !== null}
            disabled={!table.dirty}
            onClick={() => onSave(table.header, table.rows)}
          >
            {TABLE_TEXTS.save}
          </Button>
        }
        end={
          <>
            <Button size="xs" variant="default" leftSection={<IconRowInsertBottom size={14} />} onClick={table.addRow}>
              {TABLE_TEXTS.addRow}
            </Button>
            <Button
              size="xs"
              variant="default"
              color={TONES.danger}
              leftSection={<IconTrash size={14} />}
              disabled={selected === 0}
              onClick={table.removeSelected}
            >
              {TABLE_TEXTS.removeRows(selected)}
            </Button>
            <AddColumnButton onAdd={table.addColumn} />
          </>
        }
      />
      {savePercent !== null && <UploadProgress name={parsed.name} percent={savePercent} />}
      <ErrorCallout error={saveError} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {TABLE_TEXTS.pasteHelp} {TABLE_TEXTS.savesAsCsv}
        </Text>
        <Text size="xs" c="dimmed" data-testid="reference-table-counts">
          {TABLE_TEXTS.counts(table.rows.length, table.header.length)}
        </Text>
      </Group>
      {clipped > 0 && (
        <Alert
          color={TONES.caution}
          icon={<IconInfoCircle size={18} />}
          withCloseButton
          onClose={() => setClipped(0)}
          data-testid="reference-table-clipped"
        >
          {TABLE_TEXTS.pasteClipped(clipped)}
        </Alert>
      )}
      <ReferenceTableGrid
        name={parsed.name}
        header={table.header}
        widths={table.widths}
        rows={table.rows}
        onRowsChange={table.changeRows}
        selectedIds={table.selectedIds}
        onSelectedIdsChange={table.setSelectedIds}
        onActiveCell={table.setActiveCell}
        onPaste={(text) => setClipped(table.paste(text))}
      />
    </Stack>
  );
}
