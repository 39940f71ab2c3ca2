import { Group, Text } from "@mantine/core";
import { LIST_TEXTS } from "./list-texts";

interface ListCountProps {
  testId: string;
  shown: number;
  of: number;
  /** Says the server sent only the first items of a longer list; null when it sent them all. */
  truncated: string | null;
}

/** Above a list: how many rows the filter shows of how many, and a warning when the list was cut short. */
export function ListCount({ testId, shown, of, truncated }: ListCountProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed" data-testid={testId}>
        {LIST_TEXTS.shownOf(shown, of)}
      </Text>
      {truncated !== null && (
        <Text size="xs" c="orange.8">
          {truncated}
        </Text>
      )}
    </Group>
  );
}
