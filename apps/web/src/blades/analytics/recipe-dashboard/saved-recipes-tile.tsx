import { Text } from "@mantine/core";
import { useSavedRecipes } from "../../../api/analytics/analytics-tiles";
import { DAY_CHART_HEIGHT, DayChart } from "../common/day-chart";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { countsByDay, dayPoints } from "./dashboard-figures";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";

const byCount = (interval: { count: number }) => interval.count;

/** Saved recipes over time: one point per day of the period (spec part 1, 2.15). */
export function SavedRecipesTile({ period }: { period: DashboardPeriod }) {
  const current = useSavedRecipes(period.query);
  const before = useSavedRecipes(period.previousQuery);
  const data = current.data;
  const previous =
    period.previous && before.data
      ? { period: period.previous, counts: countsByDay(before.data.intervals, byCount) }
      : undefined;
  const points = data ? dayPoints(period.range, countsByDay(data.intervals, byCount), previous) : [];
  const total = data?.total ?? 0;
  return (
    <TileFrame
      title={T.savedOverTime}
      testId="tile-saved-recipes"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={total === 0 && (before.data?.total ?? 0) === 0}
      height={DAY_CHART_HEIGHT}
      actions={
        <Text size="sm" c="dimmed" data-testid="saved-recipes-total">
          {T.total}: {total}
          {period.compare && before.data ? ` (${before.data.total})` : ""}
        </Text>
      }
    >
      <DayChart points={points} compare={period.compare} label={T.savedOverTime} />
    </TileFrame>
  );
}
