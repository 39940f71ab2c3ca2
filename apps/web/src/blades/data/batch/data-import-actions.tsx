import type { DataImport } from "@atelier/domain/data/data-import.schema";
import { Button, Group, Stack } from "@mantine/core";
import { IconArrowBackUp, IconDownload, IconPlayerPlay } from "@tabler/icons-react";
import { dataImportSourceUrl, useApplyDataImport, useUndoDataImport } from "../../../api/data/data-import";
import { CONFIRM_COLORS } from "../../../app/theme-tokens";
import { ConfirmButton } from "../../../ui/confirm-button";
import { ErrorCallout } from "../../../ui/error-callout";
import { BATCH_TEXTS } from "./batch-texts";

/**
 * Apply and Undo (each asks 'Confirm?' first: they write to the catalogue) and Download file (a link); a refusal
 * (409: nothing to apply, items changed since) shows the server's message in a danger callout.
 */
export function DataImportActions({ feed }: { feed: DataImport }) {
  const apply = useApplyDataImport();
  const undo = useUndoDataImport();
  const target = { id: feed.dataImportId, etag: feed.etag };
  const busy = apply.isPending || undo.isPending;
  const run = (action: typeof apply) => {
    apply.reset();
    undo.reset();
    action.mutate(target);
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {feed.canApply && (
          <ConfirmButton
            size="xs"
            leftSection={<IconPlayerPlay size={14} />}
            confirmColor={CONFIRM_COLORS.save}
            loading={apply.isPending}
            disabled={busy}
            onConfirm={() => run(apply)}
          >
            {BATCH_TEXTS.apply}
          </ConfirmButton>
        )}
        {feed.canUndo && (
          <ConfirmButton
            size="xs"
            variant="default"
            leftSection={<IconArrowBackUp size={14} />}
            loading={undo.isPending}
            disabled={busy}
            onConfirm={() => run(undo)}
          >
            {BATCH_TEXTS.undo}
          </ConfirmButton>
        )}
        <Button
          component="a"
          href={dataImportSourceUrl(feed.dataImportId)}
          download={feed.name}
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
        >
          {BATCH_TEXTS.download}
        </Button>
      </Group>
      <ErrorCallout error={apply.error ?? undo.error} />
    </Stack>
  );
}
