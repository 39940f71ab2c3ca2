import { Select } from "@mantine/core";
import { useState } from "react";
import { useSavedRecipesBySite } from "../../../api/analytics/analytics-tiles";
import { DAY_CHART_HEIGHT, DayChart } from "../common/day-chart";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { countsByDay, dayPoints } from "./dashboard-figures";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";

/** Saved recipes at one primary site, chosen from the period's sites (the first named one at first), by day. */
export function SiteRecipesTile({ period }: { period: DashboardPeriod }) {
  const current = useSavedRecipesBySite(period.query);
  const before = useSavedRecipesBySite(period.previousQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const siteCodes = current.data?.siteCodes ?? [];
  // A named site first: recipes saved without one come last.
  const site =
    chosen !== null && siteCodes.includes(chosen)
      ? chosen
      : (siteCodes.find((code) => code !== "") ?? siteCodes[0] ?? null);
  const countAt = (interval: { count: Record<string, number> }) => (site === null ? 0 : (interval.count[site] ?? 0));
  const counts = countsByDay(current.data?.intervals ?? [], countAt);
  const previous =
    period.previous && before.data
      ? { period: period.previous, counts: countsByDay(before.data.intervals, countAt) }
      : undefined;
  const points = dayPoints(period.range, counts, previous);
  const empty = points.every((point) => point.count === 0 && !point.previous);
  return (
    <TileFrame
      title={T.savedAtSite}
      testId="tile-saved-recipes-site"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={empty}
      height={DAY_CHART_HEIGHT}
      actions={
        <Select
          aria-label={T.site}
          placeholder={T.site}
          data={siteCodes.map((code) => ({ value: code, label: code === "" ? T.noSite : code }))}
          value={site}
          onChange={setChosen}
          allowDeselect={false}
          size="xs"
          w={120}
          disabled={siteCodes.length === 0}
        />
      }
    >
      <DayChart
        points={points}
        compare={period.compare}
        label={`${T.savedAtSite} ${site === "" ? T.noSite : (site ?? "")}`.trim()}
      />
    </TileFrame>
  );
}
