import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { memo } from "react";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { BATCH_TEXTS } from "./batch-texts";
import { DataImportBadges } from "./data-import-badges";
import { DataImportCounts } from "./data-import-counts";

interface DataImportRowProps {
  feed: DataImport;
  onOpen: (id: string) => void;
}

/** One feed of Batch Operations: its name, when and by whom, status, stage and counts; a click opens it. */
export const DataImportRow = memo(function DataImportRow({ feed, onOpen }: DataImportRowProps) {
  return (
    <Paper withBorder component="li" data-testid="data-import-row" data-status={feed.status} data-stage={feed.stage}>
      <UnstyledButton p="sm" w="100%" onClick={() => onOpen(feed.dataImportId)} data-testid="data-import-open">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0, flex: "1 1 12rem" }}>
              <Text fw={600} truncate="end" title={feed.name} data-testid="data-import-name">
                {feed.name}
              </Text>
              <Text size="xs" c="dimmed">
                {BATCH_TEXTS.createdBy(feed.createdBy, formatTimestamp(feed.created))}
              </Text>
            </Stack>
            <DataImportBadges feed={feed} />
          </Group>
          <DataImportCounts summary={feed.summary} />
        </Stack>
      </UnstyledButton>
    </Paper>
  );
});
