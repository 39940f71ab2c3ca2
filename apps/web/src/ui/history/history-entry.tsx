import type { AuditEntry } from "@atelier/domain/shared/audit.schema";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { IconBuildingStore, IconKey } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatTimestamp } from "../format-timestamp";
import { HistoryChanges } from "./history-changes";
import { actionWords, HISTORY_TEXTS } from "./history-texts";

/** Who wrote: the user's name, or the key's name after a small icon of its kind (an API key, a storefront). */
function Actor({ actor }: { actor: AuditEntry["actor"] }) {
  return (
    <Group gap={4} wrap="nowrap" data-testid="history-actor" data-kind={actor.kind}>
      {actor.kind === "apiKey" && <IconKey size={14} aria-label={HISTORY_TEXTS.apiKey} role="img" />}
      {actor.kind === "storefront" && (
        <IconBuildingStore size={14} aria-label={HISTORY_TEXTS.storefrontKey} role="img" />
      )}
      <Text size="sm" fw={600}>
        {actor.name || (actor.kind === "system" ? HISTORY_TEXTS.system : "")}
      </Text>
    </Group>
  );
}

interface HistoryEntryItemProps {
  entry: AuditEntry;
  /** What the write was to, before the action (the Activity blade's link to the resource). */
  resource?: ReactNode;
}

/** One write: when, who, what it did, and the difference. */
export function HistoryEntryItem({ entry, resource }: HistoryEntryItemProps) {
  return (
    <Paper withBorder p="xs" radius="sm" component="li" data-testid="history-entry" data-action={entry.action}>
      <Stack gap={6}>
        <Group gap={6} wrap="wrap" align="baseline">
          <Actor actor={entry.actor} />
          <Text size="sm" data-testid="history-action">
            {actionWords(entry.action)}
          </Text>
          {resource}
          <Text size="xs" c="dimmed" ml="auto" data-testid="history-when">
            <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
          </Text>
        </Group>
        <HistoryChanges
          action={entry.action}
          resourceType={entry.resourceType}
          resourceLabel={entry.resourceLabel}
          changes={entry.changes}
        />
      </Stack>
    </Paper>
  );
}
