import type { OrderHistoryEntry } from "@atelier/domain/order/order.schema";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { EditorSection } from "../../../ui/editor/editor-section";
import { formatTimestamp } from "../../../ui/format-timestamp";
import { ORDER_TEXTS } from "../common/order-texts";

/** Newest first, whatever order the entries came in. */
const newestFirst = (history: readonly OrderHistoryEntry[]) =>
  [...history].sort((a, b) => Date.parse(b.when) - Date.parse(a.when));

/** Everything that happened to the order (status, notes, comments, files, integration runs), newest first, and who did it. */
export function OrderHistorySection({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <EditorSection title={ORDER_TEXTS.history}>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {ORDER_TEXTS.noHistory}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={ORDER_TEXTS.history}>
          {newestFirst(history).map((entry, index) => (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and are never edited; the list is drawn whole.
              key={`${entry.when}-${index}`}
              component="li"
              withBorder
              p="xs"
              radius="sm"
              data-testid="order-history-entry"
              data-action={entry.action}
            >
              <Group gap={6} align="baseline" wrap="wrap">
                <Text size="sm" fw={600}>
                  {entry.by}
                </Text>
                <Text size="sm">{entry.action}</Text>
                <Text size="xs" c="dimmed" ml="auto">
                  <time dateTime={entry.when}>{formatTimestamp(entry.when)}</time>
                </Text>
              </Group>
              {entry.description !== "" && (
                <Text size="sm" c="dimmed" mt={2} style={{ overflowWrap: "anywhere" }}>
                  {entry.description}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </EditorSection>
  );
}
