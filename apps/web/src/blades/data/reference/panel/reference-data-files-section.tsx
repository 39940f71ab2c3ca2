import type { ReferenceData, ReferenceDataType } from "@atelier/domain/data/reference-data.schema";
import { Button, FileButton, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { referenceDataFileUrl } from "../../../../api/data/reference-data-urls";
import { useBlades } from "../../../../app/workspace/blade-context";
import type { Blade } from "../../../../app/workspace/blade-types";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { formatTimestamp } from "../../../../ui/format-timestamp";
import { UploadProgress } from "../../../../ui/upload/upload-progress";
import { UPLOAD_TEXTS } from "../../../../ui/upload/upload-texts";
import { FileHistoryList } from "../file-history-list";
import { referenceDataLinks } from "../reference-data-links";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { REFERENCE_FILE_ACCEPT } from "../reference-file-check";
import type { PendingFile } from "./pending-files";
import { ReferenceDataFileRow } from "./reference-data-file-row";
import type { ReferenceDataFiles } from "./use-reference-data-files";

interface ReferenceDataFilesSectionProps {
  blade: Blade;
  dataType: ReferenceDataType;
  /** The item as last read or saved; null while it is new. */
  stored: ReferenceData | null;
  files: ReferenceDataFiles;
  readOnly: boolean;
  busy: boolean;
  uploading: boolean;
}

/** Under a chosen file's name: its percent while it is sent, done, or that it failed. */
function PendingNote({ pending }: { pending: PendingFile }) {
  switch (pending.status) {
    case "waiting":
      return null;
    case "sending":
      return <UploadProgress name={pending.file.name} percent={pending.percent} />;
    case "sent":
      return (
        <Text size="xs" c="teal.9">
          {UPLOAD_TEXTS.done}
        </Text>
      );
    case "failed":
      return (
        <Text size="xs" c="red.9">
          {REFERENCE_DATA_TEXTS.notUploaded}
        </Text>
      );
  }
}

/**
 * The files of a reference data (.xlsx or .csv) with Upload, Download, Edit table and Remove, the chosen ones
 * not stored yet with their percent (or Retry), and the history newest first with a download per entry. A
 * stored item's upload or removal is saved at once.
 */
export function ReferenceDataFilesSection(props: ReferenceDataFilesSectionProps) {
  const { blade, dataType, stored, files, readOnly, busy } = props;
  const { open } = useBlades();
  const fileUrl = (fileId: string) =>
    stored === null ? undefined : referenceDataFileUrl(dataType, stored.referenceDataId, fileId);
  const hasFiles = (stored?.files.length ?? 0) + files.pending.length > 0;

  return (
    <EditorSection
      title={REFERENCE_DATA_TEXTS.files}
      description={`${REFERENCE_DATA_TEXTS.filesHelp} ${stored ? REFERENCE_DATA_TEXTS.filesSavedAtOnce : REFERENCE_DATA_TEXTS.filesWithSave}`}
    >
      {!hasFiles && (
        <Text size="sm" c="dimmed">
          {REFERENCE_DATA_TEXTS.noFiles}
        </Text>
      )}
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={REFERENCE_DATA_TEXTS.files}>
        {stored?.files.map((file) => (
          <ReferenceDataFileRow
            key={file.referenceDataFileId}
            name={file.name}
            size={file.size}
            note={
              <Text size="xs" c="dimmed">
                {`${formatTimestamp(file.lastUpdated)}${REFERENCE_DATA_TEXTS.byWhom(file.lastUpdatedBy)}`}
              </Text>
            }
            href={fileUrl(file.referenceDataFileId)}
            onEditTable={() =>
              open(
                referenceDataLinks.editTable({
                  dataType,
                  referenceDataId: stored.referenceDataId,
                  referenceDataFileId: file.referenceDataFileId,
                }),
                { parentId: blade.id },
              )
            }
            onRemove={readOnly ? undefined : () => files.remove(file.referenceDataFileId)}
            busy={busy}
          />
        ))}
        {files.pending.map((pending) => (
          <ReferenceDataFileRow
            key={pending.file.name}
            name={pending.file.name}
            size={pending.file.size}
            note={<PendingNote pending={pending} />}
            onRetry={
              pending.status === "failed" && pending.retryable ? () => files.retry(pending.file.name) : undefined
            }
            onRemove={
              pending.status === "waiting" || pending.status === "failed"
                ? () => files.drop(pending.file.name)
                : undefined
            }
            busy={busy}
          />
        ))}
      </Stack>
      {!readOnly && (
        <FileButton onChange={(file) => file && void files.add(file)} accept={REFERENCE_FILE_ACCEPT}>
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconUpload size={14} />}
              loading={props.uploading}
              disabled={busy && !props.uploading}
            >
              {REFERENCE_DATA_TEXTS.upload}
            </Button>
          )}
        </FileButton>
      )}
      {stored && (
        <FileHistoryList
          title={REFERENCE_DATA_TEXTS.history}
          empty={REFERENCE_DATA_TEXTS.noHistory}
          lines={stored.recentFileHistory.map((entry) => ({
            ...entry,
            id: entry.referenceDataFileHistoryId,
            action: REFERENCE_DATA_TEXTS.historyAction[entry.action],
            at: entry.lastUpdated,
            by: entry.lastUpdatedBy,
            href: entry.action === "uploaded" ? fileUrl(entry.referenceDataFileHistoryId) : undefined,
          }))}
        />
      )}
    </EditorSection>
  );
}
