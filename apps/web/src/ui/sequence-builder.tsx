import { Button, Menu, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { movedItem } from "./moved-item";
import { type SortableHandle, SortableList } from "./sortable-list";

interface SequenceBuilderProps<T> {
  /** The rows, e.g. a react-hook-form field array's fields. */
  items: T[];
  getId: (item: T) => string;
  /** One row was dragged from `from` to `to` (a field array's `move`). */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: SortableHandle) => ReactNode;
  emptyText: string;
  /** The add menu's button and its entries, one per kind of row; left out for read-only users. */
  addLabel: string;
  addChoices: readonly { key: string; label: string; onSelect: () => void }[];
  readOnly: boolean;
}

/**
 * An ordered list of rows of several kinds: added through a menu by kind, reordered by dragging,
 * each row drawn by the caller (the image name format, the part code format).
 */
export function SequenceBuilder<T>(props: SequenceBuilderProps<T>) {
  const { items, getId, onMove, renderItem, emptyText, addLabel, addChoices, readOnly } = props;
  const reorder = (next: T[]) => {
    const moved = movedItem(items.map(getId), next.map(getId));
    if (moved) onMove(moved.from, moved.to);
  };
  return (
    <>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <SortableList
          items={items}
          getId={getId}
          onReorder={reorder}
          disabled={readOnly}
          gap={6}
          renderItem={(item, handle) => renderItem(item, items.indexOf(item), handle)}
        />
      )}
      {!readOnly && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconPlus size={14} />}
              rightSection={<IconChevronDown size={14} />}
            >
              {addLabel}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {addChoices.map((choice) => (
              <Menu.Item key={choice.key} onClick={choice.onSelect}>
                {choice.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );
}
