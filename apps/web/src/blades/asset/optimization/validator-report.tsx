import type { ValidatorReport } from "@atelier/domain/asset/optimization.schema";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { TONES } from "../../../app/theme-tokens";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

/** The Khronos validator's severities: 0 error, 1 warning, 2 info, 3 hint. */
const SEVERITY_COLORS: Record<number, string> = { 0: TONES.danger, 1: TONES.caution, 2: TONES.info, 3: TONES.neutral };

/** The validator report of the output: its counts, then each message with its code and where it points. */
export function ValidatorReportView({ report }: { report: ValidatorReport | null }) {
  if (report === null) {
    return (
      <Text size="sm" c="dimmed">
        {OPTIMIZATION_TEXTS.noValidator}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="validator-report">
      <Group gap="xs">
        <Badge color={report.errors > 0 ? TONES.danger : TONES.success} variant="light" data-testid="validator-counts">
          {OPTIMIZATION_TEXTS.validatorCounts(report.errors, report.warnings, report.infos)}
        </Badge>
      </Group>
      {report.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {OPTIMIZATION_TEXTS.noValidatorMessages}
        </Text>
      ) : (
        <Table withTableBorder fz="xs" aria-label={OPTIMIZATION_TEXTS.validator}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90} />
              <Table.Th>{OPTIMIZATION_TEXTS.code}</Table.Th>
              <Table.Th>{OPTIMIZATION_TEXTS.message}</Table.Th>
              <Table.Th>{OPTIMIZATION_TEXTS.pointer}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.messages.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the report never changes once written
              <Table.Tr key={index}>
                <Table.Td>
                  <Badge size="xs" variant="light" color={SEVERITY_COLORS[entry.severity] ?? TONES.neutral}>
                    {OPTIMIZATION_TEXTS.severity[entry.severity] ?? String(entry.severity)}
                  </Badge>
                </Table.Td>
                <Table.Td ff="monospace">{entry.code}</Table.Td>
                <Table.Td>{entry.message}</Table.Td>
                <Table.Td ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {entry.pointer}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
