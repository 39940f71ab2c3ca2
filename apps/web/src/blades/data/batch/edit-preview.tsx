import type { BatchEditResponse } from "@atelier/domain/data/data-import.schema";
import { Button, Group, List, Paper, Stack, Text } from "@mantine/core";
import { IconDownload, IconPlayerPlay } from "@tabler/icons-react";
import { useDryRunBatch } from "../../../api/data/data-import";
import { useBlades } from "../../../app/workspace/blade-context";
import { ErrorCallout } from "../../../ui/error-callout";
import { saveFile } from "../../../ui/save-file";
import { batchLinks } from "./batch-links";
import { BATCH_TEXTS } from "./batch-texts";
import { commandSentence } from "./command-sentence";

interface EditPreviewProps {
  edit: BatchEditResponse;
  /** The edited batch's file name. */
  name: string;
  /** The dry run button's label: 'Dry run', or 'Confirm and dry run' where the commands came from a prompt. */
  runLabel: string;
  /** The blade the feed opens on. */
  bladeId: string;
}

/**
 * An edit of a batch to confirm: each command as a sentence with how many entries it changes; then the edited
 * batch goes to a dry-run feed (the same as an upload), which opens, or is downloaded.
 */
export function EditPreview({ edit, name, runLabel, bladeId }: EditPreviewProps) {
  const { open } = useBlades();
  const dryRun = useDryRunBatch();
  const run = () =>
    dryRun.mutate(
      { name, text: edit.edited },
      { onSuccess: (feed) => open(batchLinks.dataImport(feed.dataImportId), { parentId: bladeId }) },
    );

  return (
    <Paper withBorder p="sm" data-testid="batch-edit-preview">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {BATCH_TEXTS.commands}
        </Text>
        <List size="sm" spacing={4} aria-label={BATCH_TEXTS.commands}>
          {edit.changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the commands are shown once, in the order read
            <List.Item key={index} data-testid="batch-edit-command">
              <Text size="sm" span>
                {commandSentence(change.command)}
              </Text>
              <Text size="xs" c="dimmed" data-testid="batch-edit-command-count">
                {BATCH_TEXTS.changes(change.componentOptions, change.products)}
              </Text>
            </List.Item>
          ))}
        </List>
        <Group gap="xs">
          <Button size="xs" leftSection={<IconPlayerPlay size={14} />} loading={dryRun.isPending} onClick={run}>
            {runLabel}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => saveFile(new Blob([edit.edited], { type: "application/json" }), name)}
          >
            {BATCH_TEXTS.downloadEdited}
          </Button>
        </Group>
        <ErrorCallout error={dryRun.error} />
      </Stack>
    </Paper>
  );
}
