import { Accordion, Badge, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LABEL_COLORS } from "../../../../app/theme-tokens";
import { ItemControls } from "./item-controls";

/** What the groups and views editors give each item of their accordion (see usePartsEditor). */
export interface PartItemProps<TForm> {
  form: TForm;
  /** The editor's blade: pickers opened from an item stack on it. */
  bladeId: string;
  index: number;
  count: number;
  /** The accordion value of the item. */
  itemKey: string;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

interface PartItemFrameProps extends Omit<PartItemProps<unknown>, "form" | "bladeId"> {
  /** What the item is called in its controls' labels, e.g. 'group'. */
  noun: string;
  name: string;
  code: string;
  /** An unsaved item carries a temporary id until saved. */
  unsaved: boolean;
  /** Offered only when given. */
  onDuplicate?: (index: number) => void;
  children: ReactNode;
}

/**
 * One group or view of an accordion: its name and code, its controls (move, duplicate and delete, left
 * out for read-only users), and its sections.
 */
export function PartItem({ itemKey, name, code, unsaved, readOnly, children, ...controls }: PartItemFrameProps) {
  const { index, onDuplicate, onRemove } = controls;
  const label = name.trim() === "" ? "(no name)" : name;
  return (
    <Accordion.Item value={itemKey} data-testid="part-item" data-name={name}>
      <Group gap="xs" wrap="nowrap" pr="xs">
        <Accordion.Control data-testid="part-item-control">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" data-outline={label}>
              {label}
            </Text>
            {code.trim() !== "" && (
              <Text size="xs" c="dimmed" ff="monospace">
                {code}
              </Text>
            )}
            {unsaved && (
              <Badge size="xs" variant="light" color={LABEL_COLORS.unsaved}>
                Unsaved
              </Badge>
            )}
          </Group>
        </Accordion.Control>
        {!readOnly && (
          <ItemControls
            {...controls}
            onDuplicate={onDuplicate && (() => onDuplicate(index))}
            onRemove={() => onRemove(index)}
          />
        )}
      </Group>
      <Accordion.Panel>
        <Stack gap="lg">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
