import type { AuditEntry, AuditPage } from "@atelier/domain/shared/audit.schema";
import { Button, Stack, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ErrorCallout } from "../error-callout";
import { LoadingLine } from "../loading-line";
import { HistoryEntryItem } from "./history-entry";
import { HISTORY_TEXTS } from "./history-texts";

type AuditPages = UseInfiniteQueryResult<InfiniteData<AuditPage, string | null>>;

interface HistoryEntriesProps {
  pages: AuditPages;
  /** What the list says with no entry. */
  empty?: string;
  /** Each entry's resource, when the list spans several (the Activity blade). */
  resourceOf?: (entry: AuditEntry) => ReactNode;
  label: string;
}

/** Pages of entries, newest first, with 'Load more' while older ones exist, the empty state and failures. */
export function HistoryEntries({ pages, empty = HISTORY_TEXTS.empty, resourceOf, label }: HistoryEntriesProps) {
  const entries = pages.data?.pages.flatMap((page) => page.entries) ?? [];
  if (pages.isPending) return <LoadingLine />;
  return (
    <Stack gap="xs">
      <ErrorCallout error={pages.error} />
      {entries.length === 0 && !pages.isError ? (
        <Text size="sm" c="dimmed" data-testid="history-empty">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
          {entries.map((entry) => (
            <HistoryEntryItem key={entry.auditEntryId} entry={entry} resource={resourceOf?.(entry)} />
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Button
          type="button"
          variant="default"
          size="xs"
          style={{ alignSelf: "flex-start" }}
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {HISTORY_TEXTS.loadMore}
        </Button>
      )}
    </Stack>
  );
}
