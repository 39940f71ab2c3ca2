import type { ModelFigures } from "@atelier/domain/asset/optimization.schema";
import { Table, Text } from "@mantine/core";
import { figureRows } from "./model-figures";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

const changeColor = (smaller: boolean | null) => (smaller === null ? "dimmed" : smaller ? "teal.9" : "red.9");

/** Sizes, vertices, triangles, meshes and textures before and after, with the change in percent. */
export function ModelFiguresTable({ before, after }: { before: ModelFigures | null; after: ModelFigures | null }) {
  if (before === null) {
    return (
      <Text size="sm" c="dimmed">
        {OPTIMIZATION_TEXTS.noFigures}
      </Text>
    );
  }
  return (
    <Table withTableBorder striped fz="sm" aria-label={OPTIMIZATION_TEXTS.figures} data-testid="model-figures">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{OPTIMIZATION_TEXTS.figure}</Table.Th>
          <Table.Th ta="right">{OPTIMIZATION_TEXTS.before}</Table.Th>
          <Table.Th ta="right">{OPTIMIZATION_TEXTS.after}</Table.Th>
          <Table.Th ta="right">{OPTIMIZATION_TEXTS.change}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {figureRows(before, after).map((row) => (
          <Table.Tr key={row.label} data-figure={row.label}>
            <Table.Th fw={500}>{row.label}</Table.Th>
            <Table.Td ta="right">{row.before}</Table.Td>
            <Table.Td ta="right">{row.after}</Table.Td>
            <Table.Td ta="right" c={changeColor(row.smaller)} data-testid="figure-change">
              {row.change}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
