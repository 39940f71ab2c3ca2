import type { ReferenceData } from "@atelier/domain/data/reference-data.schema";
import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useReferenceData, useUploadReferenceDataFile } from "../../../../api/data/reference-data";
import { TONES } from "../../../../app/theme-tokens";
import { useBlades } from "../../../../app/workspace/blade-context";
import { useBladeTitle } from "../../../../app/workspace/blade-title";
import type { BladeProps } from "../../../../app/workspace/blade-types";
import { showSavedToast } from "../../../../ui/editor/save-toast";
import { ErrorCallout } from "../../../../ui/error-callout";
import { LoadingLine } from "../../../../ui/loading-line";
import { useUploadPercent } from "../../../../ui/upload/use-upload-percent";
import { ReferenceTableEditor } from "./reference-table-editor";
import { type ReferenceTableItem, referenceTableItem } from "./reference-table-item";
import { TABLE_TEXTS } from "./reference-table-texts";
import { type TableRow, tableCsv } from "./table-rows";

const CSV_MIME_TYPE = "text/csv";

function FileMissing() {
  return (
    <Alert color={TONES.neutral} icon={<IconInfoCircle size={18} />} data-testid="reference-table-missing">
      {TABLE_TEXTS.fileMissing}
    </Alert>
  );
}

/**
 * EditReferenceDataTable (always allowed, part 3): one file of a reference data as a spreadsheet. Save
 * uploads the table as a CSV file of the same name (multipart, its percent shown), which replaces the file
 * and keeps the old one in the history (docs/decisions/data-reference-table-save.md).
 */
export function EditReferenceDataTableBlade({ blade }: BladeProps) {
  const item = referenceTableItem.decode(blade.itemId);
  const query = useReferenceData(item?.dataType ?? "DataGrid", item?.referenceDataId, true);
  const upload = useUploadReferenceDataFile();
  const { percent, track } = useUploadPercent();
  const { update } = useBlades();
  const file = query.data?.files.find((entry) => entry.referenceDataFileId === item?.referenceDataFileId);
  const parsed = query.data?.parsed?.find((entry) => entry.referenceDataFileId === item?.referenceDataFileId);
  useBladeTitle(file === undefined ? undefined : TABLE_TEXTS.title(file.name));

  if (item === null) return <FileMissing />;
  if (query.isError) return <ErrorCallout error={query.error} />;
  if (query.data === undefined) return <LoadingLine />;
  if (file === undefined || parsed === undefined) return <FileMissing />;

  // A replaced file may get a new id: the blade follows the file of the same name.
  const follow = (saved: ReferenceData, opened: ReferenceTableItem) => {
    const now = saved.files.find((entry) => entry.name === file.name);
    if (now !== undefined && now.referenceDataFileId !== opened.referenceDataFileId) {
      update(blade.id, {
        itemId: referenceTableItem.encode({ ...opened, referenceDataFileId: now.referenceDataFileId }),
      });
    }
  };
  const save = (header: readonly string[], rows: readonly TableRow[]) => {
    const csv = new File([tableCsv(header, rows)], file.name, { type: CSV_MIME_TYPE });
    upload.mutate(
      { dataType: item.dataType, referenceDataId: item.referenceDataId, file: csv, onProgress: track() },
      {
        onSuccess: (saved) => {
          showSavedToast();
          follow(saved, item);
        },
      },
    );
  };

  return (
    <ReferenceTableEditor
      // The saved file (a new upload time) starts a fresh table from what the server parsed.
      key={`${file.referenceDataFileId}:${file.lastUpdated}`}
      parsed={parsed}
      savePercent={upload.isPending ? percent : null}
      saveError={upload.error}
      onSave={save}
    />
  );
}
