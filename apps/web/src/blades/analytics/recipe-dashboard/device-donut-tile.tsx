import "@mantine/charts/styles.layer.css";
import { DonutChart } from "@mantine/charts";
import { ColorSwatch, Group, Stack, Text } from "@mantine/core";
import { useTopBrowsers } from "../../../api/analytics/analytics-tiles";
import { TONES } from "../../../app/theme-tokens";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { ChangeBadge } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { sharePercent } from "./dashboard-figures";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";
import { LIST_HEIGHT } from "./top-products-tile";

const DONUT_SIZE = 200;
/** The hole is 65% of the donut's width (spec part 1, 9): the ring is the other 35%, half on each side. */
export const DONUT_HOLE = 0.65;
const THICKNESS = Math.round((DONUT_SIZE * (1 - DONUT_HOLE)) / 2);
const COLORS = { mobile: "teal.6", desktop: `${TONES.primary}.6` } as const;

/** A theme colour ('teal.6') as the CSS variable a swatch paints. */
const swatch = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;

/** Saved recipes on mobile against desktop, as a donut with a 65% hole (spec part 1, 2.15 and 9). */
export function DeviceDonutTile({ period }: { period: DashboardPeriod }) {
  const current = useTopBrowsers(period.query);
  const before = useTopBrowsers(period.previousQuery);
  const now = current.data?.devices ?? { mobile: 0, desktop: 0 };
  const then = before.data?.devices;
  const total = now.mobile + now.desktop;
  const legend = (["mobile", "desktop"] as const).map((device) => ({
    device,
    label: device === "mobile" ? T.mobile : T.desktop,
    count: now[device],
    share: sharePercent(now[device], total),
    previousShare: then ? sharePercent(then[device], then.mobile + then.desktop) : undefined,
    previous: then?.[device],
  }));
  return (
    <TileFrame
      title={T.mobileVsDesktop}
      testId="tile-mobile-desktop"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={total === 0}
      height={LIST_HEIGHT}
    >
      <Group justify="center" gap="xl" wrap="wrap" mih={LIST_HEIGHT}>
        <div data-pdf-chart={T.mobileVsDesktop}>
          <DonutChart
            size={DONUT_SIZE}
            thickness={THICKNESS}
            data={legend.map((item) => ({ name: item.label, value: item.count, color: COLORS[item.device] }))}
            chartLabel={`${total}`}
            tooltipDataSource="segment"
            paddingAngle={1}
            role="img"
            aria-label={T.mobileVsDesktop}
          />
        </div>
        <Stack gap="xs">
          {legend.map((item) => (
            <Group key={item.device} gap="xs" wrap="nowrap" data-testid={`device-share-${item.device}`}>
              <ColorSwatch color={swatch(COLORS[item.device])} size={12} withShadow={false} />
              <Text size="sm" fw={600} w={64}>
                {item.label}
              </Text>
              <Text size="sm">
                {item.share}% ({item.count})
              </Text>
              {period.compare && item.previous !== undefined && (
                <>
                  <Text size="xs" c="dimmed">
                    {ANALYTICS_TEXTS.previous}: {item.previousShare}% ({item.previous})
                  </Text>
                  <ChangeBadge count={item.count} previous={item.previous} />
                </>
              )}
            </Group>
          ))}
        </Stack>
      </Group>
    </TileFrame>
  );
}
