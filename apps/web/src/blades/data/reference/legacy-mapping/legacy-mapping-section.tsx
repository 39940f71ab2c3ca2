import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { legacyMappingFileUrl, useLegacyMapping } from "../../../../api/data/legacy-mapping";
import { EditorSection } from "../../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../../ui/error-callout";
import { formatTimestamp } from "../../../../ui/format-timestamp";
import { LoadingLine } from "../../../../ui/loading-line";
import { FileHistoryList } from "../file-history-list";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";
import { LegacyMappingActions } from "./legacy-mapping-actions";

const TEXTS = REFERENCE_DATA_TEXTS.legacy;

/**
 * The legacy attribute mapping on Data and Feeds (spec part 3 "Legacy mapping"): the current file with its
 * download, Upload and Clear (with confirm, each saved at once) for those who may change it, and the history
 * of who changed it and when, newest first, each upload with its download.
 */
export function LegacyMappingSection({ canChange }: { canChange: boolean }) {
  const query = useLegacyMapping();
  const mapping = query.data;
  return (
    <EditorSection title={TEXTS.title} description={canChange ? TEXTS.help : undefined}>
      <ErrorCallout error={query.error} />
      {query.isPending && <LoadingLine />}
      {mapping && (
        <Stack gap="sm" data-testid="legacy-mapping">
          {mapping.file === null ? (
            <Text size="sm" c="dimmed">
              {TEXTS.none}
            </Text>
          ) : (
            <Group gap="xs" wrap="nowrap" data-testid="legacy-mapping-file">
              <Text size="sm" fw={500} truncate="end">
                {mapping.file.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {`${formatFileSize(mapping.file.size)}, ${formatTimestamp(mapping.file.lastUpdated)}`}
              </Text>
              <Anchor href={legacyMappingFileUrl()} download={mapping.file.name} size="sm">
                {TEXTS.download}
              </Anchor>
            </Group>
          )}
          {canChange && <LegacyMappingActions hasFile={mapping.file !== null} />}
          <FileHistoryList
            title={TEXTS.history}
            empty={TEXTS.noHistory}
            lines={mapping.history.map((entry) => ({
              ...entry,
              id: entry.legacyMappingHistoryId,
              action: TEXTS.action[entry.action],
              href: entry.action === "uploaded" ? legacyMappingFileUrl(entry.legacyMappingHistoryId) : undefined,
            }))}
          />
        </Stack>
      )}
    </EditorSection>
  );
}
