import type { DataImportItem, DataImportItemKind } from "@atelier/domain/data/data-import.schema";
import { Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { fieldLabel } from "../../../ui/history/audit-field-labels";
import { HistoryChanges } from "../../../ui/history/history-changes";
import { BATCH_TEXTS } from "./batch-texts";
import { OUTCOME_COLORS } from "./data-import-counts";

/** The audit trail's resource type of an item's kind, for the field labels of the editors. */
const RESOURCE_TYPES = {
  site: "site",
  dimension: "dimension",
  componentOptionDefinition: "componentoptiondefinition",
  componentType: "componenttype",
  componentPlacement: "componentplacement",
  componentOption: "componentoption",
  product: "product",
  version: "version",
} as const satisfies Record<DataImportItemKind, string>;

/** Each field of a refused item and why it cannot be imported (field "" is the item as a whole). */
function Refusals({ item }: { item: DataImportItem }) {
  return (
    <Table
      layout="fixed"
      verticalSpacing={4}
      horizontalSpacing="xs"
      withRowBorders={false}
      aria-label={BATCH_TEXTS.refusals(item.code)}
      data-testid="data-import-refusals"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{BATCH_TEXTS.field}</Table.Th>
          <Table.Th>{BATCH_TEXTS.reason}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {item.refusals.map((refusal) => (
          <Table.Tr
            key={`${refusal.field}:${refusal.reason}`}
            data-testid="data-import-refusal"
            data-field={refusal.field}
          >
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm" fw={500}>
                {fieldLabel(RESOURCE_TYPES[item.kind], refusal.field) || BATCH_TEXTS.wholeItem}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="red.9" style={{ overflowWrap: "anywhere" }}>
                {refusal.reason}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** One item of the difference: its code, kind and outcome; the changed fields before and after, or the refusals. */
export function DataImportItemCard({ item }: { item: DataImportItem }) {
  return (
    <Paper
      withBorder
      p="sm"
      component="li"
      data-testid="data-import-item"
      data-outcome={item.outcome}
      aria-label={item.code}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end" title={item.code} data-testid="data-import-item-code">
              {item.code}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {BATCH_TEXTS.kind[item.kind]}
            </Text>
          </Group>
          <Badge size="sm" variant="light" color={OUTCOME_COLORS[item.outcome]} style={{ flexShrink: 0 }}>
            {BATCH_TEXTS.outcomes[item.outcome]}
          </Badge>
        </Group>
        {(item.outcome === "changed" || item.outcome === "added") && item.changes.length > 0 && (
          <HistoryChanges
            action={item.outcome === "added" ? "create" : "update"}
            resourceType={RESOURCE_TYPES[item.kind]}
            resourceLabel={item.code}
            changes={item.changes}
          />
        )}
        {item.outcome === "refused" && <Refusals item={item} />}
      </Stack>
    </Paper>
  );
}
