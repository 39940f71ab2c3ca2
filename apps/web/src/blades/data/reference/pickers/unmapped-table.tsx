import type { UnmappedAttribute } from "@atelier/domain/data/reference-data.schema";
import { ActionIcon, CopyButton, Table, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { REFERENCE_DATA_TEXTS } from "../reference-data-texts";

const TEXTS = REFERENCE_DATA_TEXTS.unmapped;

/** The unmapped values: value (as the server truncates it), key, where it was found, and Copy value. */
export function UnmappedTable({ items }: { items: readonly UnmappedAttribute[] }) {
  return (
    <Table striped highlightOnHover verticalSpacing={4} aria-label={TEXTS.label} data-testid="unmapped-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{TEXTS.value}</Table.Th>
          <Table.Th>{TEXTS.key}</Table.Th>
          <Table.Th>{TEXTS.foundOn}</Table.Th>
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id} data-testid="unmapped-row">
            <Table.Td style={{ wordBreak: "break-word" }}>{item.value}</Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {item.key}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {TEXTS.foundOnType[item.foundOnType]}
              </Text>
              <Text size="sm">{item.foundOnName}</Text>
            </Table.Td>
            <Table.Td>
              <CopyButton value={item.value}>
                {({ copied, copy }) => (
                  <ActionIcon
                    variant="subtle"
                    color={copied ? "teal" : "gray"}
                    aria-label={copied ? TEXTS.copied : `${TEXTS.copy} ${item.value}`}
                    title={copied ? TEXTS.copied : TEXTS.copy}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                )}
              </CopyButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
