import { Badge, Group, ScrollArea, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { TONES } from "../../../app/theme-tokens";
import { ANALYTICS_TEXTS } from "./analytics-texts";
import { type ComparedFigure, changeText, changeTone } from "./compare-figures";

export interface RankedRow extends ComparedFigure {
  key: string;
  /** The cells before the count (product, browser ...). */
  cells: readonly ReactNode[];
  /** Small print under the first cell (a product's split by site). */
  detail?: ReactNode;
}

interface RankedListProps {
  /** The headings of the cells before the count. */
  columns: readonly string[];
  rows: readonly RankedRow[];
  /** Shows the previous period's count and the change beside each row. */
  compare: boolean;
  /** The list scrolls past this height. */
  maxHeight: number;
  label: string;
}

const TONE_COLORS = { up: TONES.success, down: TONES.danger, flat: "gray" } as const;

/** A tile's list: rank, cells, count and, when comparing, the previous count and the change. */
export function RankedList({ columns, rows, compare, maxHeight, label }: RankedListProps) {
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      offsetScrollbars
      // A long list scrolls by keyboard too.
      viewportProps={{ tabIndex: 0, role: "group", "aria-label": label }}
    >
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label={label} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th ta="right">{ANALYTICS_TEXTS.count}</Table.Th>
            {compare && <Table.Th ta="right">{ANALYTICS_TEXTS.previous}</Table.Th>}
            {compare && <Table.Th ta="right">{ANALYTICS_TEXTS.change}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              {row.cells.map((cell, cellIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row are fixed by the columns
                <Table.Td key={cellIndex} style={{ wordBreak: "break-word" }}>
                  {cell}
                  {cellIndex === 0 && row.detail}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {row.count}
              </Table.Td>
              {compare && (
                <Table.Td ta="right" c="dimmed">
                  {row.previous ?? 0}
                </Table.Td>
              )}
              {compare && (
                <Table.Td ta="right">
                  <ChangeBadge count={row.count} previous={row.previous ?? 0} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** The change from the previous period, coloured up or down. */
export function ChangeBadge({ count, previous }: { count: number; previous: number }) {
  return (
    <Badge variant="light" size="sm" color={TONE_COLORS[changeTone(count, previous)]} radius="sm">
      {changeText(count, previous)}
    </Badge>
  );
}

/** Small print of a row, e.g. a product's split by site. */
export function RowDetail({ children }: { children: ReactNode }) {
  return (
    <Group gap={4} mt={2}>
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
