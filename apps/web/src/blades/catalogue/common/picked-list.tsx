import { ActionIcon, Group, List } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { TONES } from "../../../app/theme-tokens";

interface PickedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Names the item in its remove button: 'Remove <name>'. */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onRemove: (item: T) => void;
  readOnly: boolean;
  label?: string;
  testId?: string;
}

/** Items picked in another blade, each with an X that removes it (not shown to read-only users). */
export function PickedList<T>(props: PickedListProps<T>) {
  const { items, keyOf, nameOf, renderItem, onRemove, readOnly, label, testId } = props;
  return (
    <List size="sm" spacing={2} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <List.Item key={keyOf(item)}>
          <Group gap={4} wrap="nowrap">
            {renderItem(item)}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color={TONES.neutral}
                size="sm"
                aria-label={`Remove ${nameOf(item)}`}
                onClick={() => onRemove(item)}
              >
                <IconX size={14} />
              </ActionIcon>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
