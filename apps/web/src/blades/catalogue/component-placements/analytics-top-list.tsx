import type { PlacementAnalytics } from "@atelier/domain/product/component.schema";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Progress, Table, Text } from "@mantine/core";
import { PLACEMENT_TEXTS } from "./placement-texts";

interface AnalyticsTopListProps {
  /** The placement's most used components, most used first; undefined while they load. */
  components: PlacementAnalytics["components"] | undefined;
}

/** The top list of a placement's components: rank, code and count, with a bar against the first. */
export function AnalyticsTopList({ components }: AnalyticsTopListProps) {
  if (components === undefined) return <Text size="sm">{MESSAGES.loading}</Text>;
  if (components.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="analytics-empty">
        {PLACEMENT_TEXTS.noAnalytics}
      </Text>
    );
  }
  const most = Math.max(1, ...components.map((component) => component.count));
  return (
    <Table striped withTableBorder aria-label={PLACEMENT_TEXTS.topList} data-testid="analytics-top-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{PLACEMENT_TEXTS.code}</Table.Th>
          <Table.Th w={90} ta="right">
            {PLACEMENT_TEXTS.count}
          </Table.Th>
          <Table.Td w="30%" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {components.map((component, index) => (
          <Table.Tr key={component.code} data-testid="analytics-row">
            <Table.Td c="dimmed">{index + 1}</Table.Td>
            <Table.Td ff="monospace">{component.code}</Table.Td>
            <Table.Td ta="right">{component.count.toLocaleString()}</Table.Td>
            <Table.Td>
              <Progress value={(component.count / most) * 100} size="sm" aria-hidden />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
