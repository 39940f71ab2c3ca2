import { ActionIcon, Tooltip } from "@mantine/core";
import { IconFileTypeCsv } from "@tabler/icons-react";
import { saveFile } from "../../../ui/save-file";
import { ANALYTICS_TEXTS } from "./analytics-texts";
import { type CsvRow, csvText, stampedFileName } from "./csv-text";

interface CsvButtonProps {
  /** The file's name before its date stamp, e.g. 'top-products'. */
  fileName: string;
  header: readonly string[];
  /** What the list shows, row by row. */
  rows: readonly CsvRow[];
  /** What is downloaded, for screen readers: 'Download CSV of Top Products'. */
  label: string;
}

/** Downloads what a list shows as CSV (formula-safe cells), named with a date stamp. Off while the list is empty. */
export function CsvButton({ fileName, header, rows, label }: CsvButtonProps) {
  const download = () =>
    saveFile(new Blob([csvText(header, rows)], { type: "text/csv;charset=utf-8" }), stampedFileName(fileName, "csv"));
  return (
    <Tooltip label={ANALYTICS_TEXTS.downloadCsv} openDelay={500}>
      <ActionIcon variant="subtle" aria-label={label} disabled={rows.length === 0} onClick={download}>
        <IconFileTypeCsv size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
