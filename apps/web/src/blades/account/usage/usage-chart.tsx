import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import { TONES } from "../../../app/theme-tokens";
import { type ChartScale, USAGE_CHART_HEIGHT, type UsageChartRow } from "./usage-figures";

interface UsageChartProps {
  rows: UsageChartRow[];
  scale: ChartScale;
  /** What the chart shows, for screen readers. */
  label: string;
}

/** A usage period's days as bars (loaded on its own: the chart library is large). */
export function UsageChart({ rows, scale, label }: UsageChartProps) {
  return (
    <BarChart
      h={USAGE_CHART_HEIGHT}
      data={rows}
      dataKey="day"
      series={[{ name: "value", label: "Total", color: `${TONES.primary}.6` }]}
      valueFormatter={scale.format}
      xAxisProps={{ interval: "preserveStartEnd", minTickGap: 16 }}
      yAxisProps={{ width: 72, domain: [0, "auto"] }}
      gridProps={{ syncWithTicks: true }}
      barChartProps={{ margin: { top: 8 } }}
      role="img"
      aria-label={label}
      data-testid="usage-chart"
    />
  );
}
