import "@mantine/charts/styles.layer.css";
import { AreaChart } from "@mantine/charts";
import { TONES } from "../../../app/theme-tokens";
import { ANALYTICS_TEXTS } from "./analytics-texts";

export const DAY_CHART_HEIGHT = 220;

interface DayChartProps {
  /** One point per day: its label (MM/DD), the count and, when comparing, the previous period's count. */
  points: readonly { day: string; count: number; previous?: number }[];
  compare: boolean;
  /** What the chart shows, for screen readers and the PDF. */
  label: string;
}

/** Counts per day as an area, with the previous period as a dashed line when comparing. */
export function DayChart({ points, compare, label }: DayChartProps) {
  const series: { name: string; label: string; color: string }[] = [
    { name: "count", label: ANALYTICS_TEXTS.currentPeriod, color: `${TONES.primary}.6` },
  ];
  if (compare) series.push({ name: "previous", label: ANALYTICS_TEXTS.previousPeriod, color: "gray.5" });
  return (
    <div data-pdf-chart={label}>
      <AreaChart
        h={DAY_CHART_HEIGHT}
        data={[...points]}
        dataKey="day"
        series={series}
        curveType="linear"
        withLegend={compare}
        strokeDasharray="3 3"
        fillOpacity={0.25}
        withDots={false}
        xAxisProps={{ interval: "preserveStartEnd", minTickGap: 24 }}
        yAxisProps={{ width: 40, allowDecimals: false }}
        areaProps={(item) => (item.name === "previous" ? { strokeDasharray: "5 4", fillOpacity: 0 } : {})}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
