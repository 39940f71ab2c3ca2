import {
  DATA_IMPORT_ITEM_KINDS,
  DATA_IMPORT_OUTCOMES,
  type DataImport,
  type DataImportItemKind,
  type DataImportOutcome,
} from "@atelier/domain/data/data-import.schema";
import { Group, Pagination, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useDataImportItems } from "../../../api/data/data-import";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { BATCH_TEXTS } from "./batch-texts";
import { DataImportItemCard } from "./data-import-item";

/** How many items one page of the difference shows. */
export const DIFFERENCE_PAGE_SIZE = 20;

const OUTCOME_OPTIONS = DATA_IMPORT_OUTCOMES.map((value) => ({ value, label: BATCH_TEXTS.outcomes[value] }));
const KIND_OPTIONS = DATA_IMPORT_ITEM_KINDS.map((value) => ({ value, label: BATCH_TEXTS.kinds[value] }));

/** The dry run's difference, item by item in file order, filtered by outcome and kind, a page at a time. */
export function DataImportDifference({ feed }: { feed: DataImport }) {
  const [outcome, setOutcome] = useState<DataImportOutcome | undefined>(undefined);
  const [kind, setKind] = useState<DataImportItemKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const skip = (page - 1) * DIFFERENCE_PAGE_SIZE;
  const items = useDataImportItems(feed, { outcome, kind, skip, take: DIFFERENCE_PAGE_SIZE });
  const total = items.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DIFFERENCE_PAGE_SIZE));

  if (feed.summary === null) {
    return (
      <Text size="sm" c="dimmed">
        {BATCH_TEXTS.noSummary}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="data-import-difference">
      <Group gap="xs" align="flex-end">
        <Select
          size="xs"
          w={170}
          label={BATCH_TEXTS.outcomeFilter}
          placeholder={BATCH_TEXTS.anyOutcome}
          data={OUTCOME_OPTIONS}
          value={outcome ?? null}
          onChange={(value) => {
            setOutcome((value as DataImportOutcome | null) ?? undefined);
            setPage(1);
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="xs"
          w={190}
          label={BATCH_TEXTS.kindFilter}
          placeholder={BATCH_TEXTS.anyKind}
          data={KIND_OPTIONS}
          value={kind ?? null}
          onChange={(value) => {
            setKind((value as DataImportItemKind | null) ?? undefined);
            setPage(1);
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        {total > 0 && (
          <Text size="xs" c="dimmed" mb={6} data-testid="data-import-items-count">
            {BATCH_TEXTS.itemsCount(skip + 1, Math.min(skip + DIFFERENCE_PAGE_SIZE, total), total)}
          </Text>
        )}
      </Group>
      <ErrorCallout error={items.error} />
      {items.isPending && <LoadingLine />}
      {items.data !== undefined && items.data.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="data-import-no-items">
          {BATCH_TEXTS.noItems}
        </Text>
      )}
      {items.data !== undefined && items.data.items.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          aria-label={BATCH_TEXTS.items}
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {items.data.items.map((item) => (
            <DataImportItemCard key={`${item.kind}:${item.index}`} item={item} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          aria-label={BATCH_TEXTS.pages}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      )}
    </Stack>
  );
}
