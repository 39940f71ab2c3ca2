import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { Group, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { useDataImport } from "../../../api/data/data-import";
import { useCatalogueRefresh } from "../../../api/data/data-import-catalogue-refresh";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { editedItemId } from "../../../ui/editor/editor-loader";
import { EditorSection } from "../../../ui/editor/editor-section";
import { ErrorCallout } from "../../../ui/error-callout";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { LoadingLine } from "../../../ui/loading-line";
import { JobLogLines } from "../../jobs/log/job-log-lines";
import { BATCH_TEXTS } from "./batch-texts";
import { DataImportActions } from "./data-import-actions";
import { DataImportBadges } from "./data-import-badges";
import { DataImportCounts } from "./data-import-counts";
import { DataImportDifference } from "./data-import-difference";
import { DataImportProgress } from "./data-import-progress";

/** When the feed was made and by whom, then when it was applied and undone. */
function moments(feed: DataImport): string {
  const parts = [BATCH_TEXTS.createdBy(feed.createdBy, formatTimestamp(feed.created))];
  if (feed.appliedAt !== null) parts.push(BATCH_TEXTS.applied(formatTimestamp(feed.appliedAt)));
  if (feed.undoneAt !== null) parts.push(BATCH_TEXTS.undone(formatTimestamp(feed.undoneAt)));
  return parts.join(" · ");
}

function DataImportDetails({ feed }: { feed: DataImport }) {
  useBladeTitle(feed.name);
  useCatalogueRefresh(useMemo(() => [feed], [feed]));
  return (
    <Stack gap="lg" data-testid="data-import-details">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
              {feed.name}
            </Title>
            <Text size="sm" c="dimmed">
              {moments(feed)}
            </Text>
          </Stack>
          <DataImportBadges feed={feed} />
        </Group>
        <DataImportProgress feed={feed} />
        <DataImportActions feed={feed} />
      </Stack>
      <EditorSection title={BATCH_TEXTS.summary}>
        <DataImportCounts summary={feed.summary} />
      </EditorSection>
      <EditorSection title={BATCH_TEXTS.difference}>
        <DataImportDifference feed={feed} />
      </EditorSection>
      <EditorSection title={BATCH_TEXTS.log}>
        <JobLogLines lines={feed.log} />
      </EditorSection>
    </Stack>
  );
}

/**
 * Data Import (one feed, spec part 3 "Data feed log viewer"): its status and stage, the summary per kind,
 * the dry run's difference item by item, Apply, Undo and Download file, and the colour-coded log; read again
 * every 2 seconds while its job runs.
 */
export function EditDataImportBlade({ blade }: BladeProps) {
  const query = useDataImport(editedItemId(blade));
  if (query.isError) return <ErrorCallout error={query.error} />;
  if (query.data === undefined) return <LoadingLine />;
  return <DataImportDetails feed={query.data} />;
}
