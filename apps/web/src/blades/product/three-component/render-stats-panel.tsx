import { Paper, Table } from "@mantine/core";
import type { RenderStats } from "./scene-stats";
import { THREE_COMPONENT_TEXTS } from "./three-component-texts";

/** The stats in the spec's order and words (spec part 2, "3D model viewer"). */
const ROWS: readonly (readonly [string, keyof RenderStats])[] = [
  ["Fps", "fps"],
  ["Draw Calls", "drawCalls"],
  ["Meshes", "meshes"],
  ["Vertices", "vertices"],
  ["Faces", "faces"],
  ["Materials", "materials"],
  ["Textures", "textures"],
];

const format = new Intl.NumberFormat();

/** The render stats over the canvas; dashes until the first figures arrive. */
export function RenderStatsPanel({ stats }: { stats: RenderStats | null }) {
  return (
    <Paper withBorder shadow="xs" p={4} opacity={0.92}>
      <Table
        fz="xs"
        verticalSpacing={0}
        horizontalSpacing={6}
        withRowBorders={false}
        aria-label={THREE_COMPONENT_TEXTS.renderStats}
        data-testid="render-stats"
      >
        <Table.Tbody>
          {ROWS.map(([label, key]) => (
            <Table.Tr key={key}>
              <Table.Th fw={500}>{label}</Table.Th>
              <Table.Td ta="right" data-stat={label}>
                {stats === null ? "-" : format.format(stats[key])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
