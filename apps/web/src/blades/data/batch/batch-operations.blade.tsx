import { DATA_IMPORT_MAX_BYTES, DataImport } from "@atelier/domain/data/data-import.schema";
import { Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCurrentUser } from "../../../api/account/account";
import { useExportCatalogue } from "../../../api/catalogue/catalogue-export";
import { DATA_IMPORT_UPLOAD_URL, dataImportChanged, useDataImportList } from "../../../api/data/data-import";
import { useCatalogueRefresh } from "../../../api/data/data-import-catalogue-refresh";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { CardList } from "../../../ui/list/card-list";
import { ExportButton } from "../../../ui/list/export-button";
import { PollingToolbar } from "../../../ui/list/polling-toolbar";
import { FileUploader } from "../../../ui/upload/file-uploader";
import { batchLinks } from "./batch-links";
import { BATCH_TEXTS } from "./batch-texts";
import { DataImportRow } from "./data-import-row";

/**
 * Batch Operations (spec part 3): JSON batch files to upload, each a dry-run feed that opens once uploaded,
 * then the company's feeds, newest first, read again every 2 seconds while the blade is open. Editors also
 * export the shared catalogue here, the batch file another workspace imports before its options and products.
 */
export function BatchOperationsBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const queryClient = useQueryClient();
  const list = useDataImportList();
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const exportCatalogue = useExportCatalogue();
  const onOpen = useCallback((id: string) => open(batchLinks.dataImport(id), { parentId: blade.id }), [open, blade.id]);
  const uploaded = (response: unknown) => {
    const feed = DataImport.safeParse(response);
    if (!feed.success) return;
    void dataImportChanged(queryClient, feed.data);
    onOpen(feed.data.dataImportId);
  };
  const feeds = list.data?.dataImports;
  useCatalogueRefresh(feeds);

  return (
    <Stack gap="md" data-testid="batch-operations-blade">
      <PollingToolbar
        query={list}
        note={BATCH_TEXTS.polling}
        end={
          canEdit && (
            <ExportButton
              label={BATCH_TEXTS.exportCatalogue}
              loading={exportCatalogue.isPending}
              onClick={() => exportCatalogue.mutate()}
            />
          )
        }
      />
      <ErrorCallout error={exportCatalogue.error} />
      <Stack gap={4}>
        <FileUploader
          url={DATA_IMPORT_UPLOAD_URL}
          label={BATCH_TEXTS.uploadLabel}
          accept={[...BATCH_TEXTS.accepted]}
          maxBytes={DATA_IMPORT_MAX_BYTES}
          multiple
          onUploaded={uploaded}
        />
        <Text size="xs" c="dimmed">
          {BATCH_TEXTS.uploadNote}
        </Text>
      </Stack>
      <CardList
        items={feeds}
        error={list.error}
        loading={list.isPending}
        label={BATCH_TEXTS.feeds}
        emptyText={BATCH_TEXTS.noFeeds}
        emptyTestId="data-imports-empty"
      >
        {(feed) => <DataImportRow key={feed.dataImportId} feed={feed} onOpen={onOpen} />}
      </CardList>
    </Stack>
  );
}
