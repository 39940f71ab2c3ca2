import type { AuditChange } from "@atelier/domain/shared/audit.schema";
import { Table, Text } from "@mantine/core";
import { fieldLabel } from "./audit-field-labels";
import { HISTORY_TEXTS } from "./history-texts";
import { HistoryValue } from "./history-value";

interface HistoryChangesProps {
  action: string;
  resourceType: string;
  resourceLabel: string;
  changes: readonly AuditChange[];
}

/** The readable difference of one write: each field, its value before and after. */
export function HistoryChanges({ action, resourceType, resourceLabel, changes }: HistoryChangesProps) {
  // A creation has nothing before and a removal nothing after: one column of values reads better.
  const only = action === "create" ? "after" : action === "delete" ? "before" : null;
  if (changes.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {HISTORY_TEXTS.noFields}
      </Text>
    );
  }
  return (
    <Table
      layout="fixed"
      verticalSpacing={4}
      horizontalSpacing="xs"
      withRowBorders={false}
      aria-label={HISTORY_TEXTS.changesOf(resourceLabel)}
      data-testid="history-changes"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="28%">{HISTORY_TEXTS.field}</Table.Th>
          {only === null ? (
            <>
              <Table.Th>{HISTORY_TEXTS.before}</Table.Th>
              <Table.Th>{HISTORY_TEXTS.after}</Table.Th>
            </>
          ) : (
            <Table.Th>{HISTORY_TEXTS.value}</Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field} data-testid="history-change" data-field={change.field}>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm" fw={500}>
                {fieldLabel(resourceType, change.field) || resourceLabel}
              </Text>
            </Table.Td>
            {only !== "after" && (
              <Table.Td data-testid="history-before">
                <HistoryValue value={change.before} />
              </Table.Td>
            )}
            {only !== "before" && (
              <Table.Td data-testid="history-after">
                <HistoryValue value={change.after} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
