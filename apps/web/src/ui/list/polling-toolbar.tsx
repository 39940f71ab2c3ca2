import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ListToolbar } from "./list-toolbar";

interface PollingToolbarProps {
  /** The list's read: Refresh reads it again and turns while it is read. */
  query: { isFetching: boolean; refetch: () => unknown };
  /** How often the blade reads the list again by itself, e.g. 'Updated every 2 seconds'. */
  note: string;
  /** Buttons on the right. */
  end?: ReactNode;
}

/** The head of a list a blade reads again while it is open: Refresh and the note saying so, then buttons on the right. */
export function PollingToolbar({ query, note, end }: PollingToolbarProps) {
  return (
    <Group justify="space-between" gap="xs">
      <ListToolbar
        refresh={{ refreshing: query.isFetching, onRefresh: () => void query.refetch() }}
        end={
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        }
      />
      {end}
    </Group>
  );
}
