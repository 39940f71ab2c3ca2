import { Accordion, Badge, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface PartItemProps {
  /** The accordion value of the item. */
  itemKey: string;
  name: string;
  code: string;
  /** An unsaved item carries a temporary id until saved. */
  unsaved: boolean;
  /** Move, duplicate and delete; left out for read-only users. */
  controls?: ReactNode;
  children: ReactNode;
}

/** One group or view of an accordion: its name and code, its controls, and its sections. */
export function PartItem({ itemKey, name, code, unsaved, controls, children }: PartItemProps) {
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
              <Badge size="xs" variant="light" color="yellow">
                Unsaved
              </Badge>
            )}
          </Group>
        </Accordion.Control>
        {controls}
      </Group>
      <Accordion.Panel>
        <Stack gap="lg">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
