import { Group, Text } from "@mantine/core";
import { TONES } from "../../app/theme-tokens";

interface ListCountProps {
  testId: string;
  /** How many rows are shown, e.g. LIST_TEXTS.shownOf(12, 40) or '5 components'. */
  text: string;
  /** Says the server sent only the first items of a longer list; null when it sent them all. */
  warning?: string | null;
}

/** Above a list: how many rows it shows, and a warning when the list was cut short. */
export function ListCount({ testId, text, warning = null }: ListCountProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed" data-testid={testId}>
        {text}
      </Text>
      {warning !== null && (
        <Text size="xs" c={TONES.caution}>
          {warning}
        </Text>
      )}
    </Group>
  );
}
