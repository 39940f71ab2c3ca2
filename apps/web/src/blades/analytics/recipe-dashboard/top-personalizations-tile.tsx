import { TOP_PERSONALIZATIONS_CAP, type TopPersonalizations } from "@atelier/domain/analytics/analytics.schema";
import { useTopPersonalizations } from "../../../api/analytics/analytics-tiles";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";
import { LIST_HEIGHT } from "./top-products-tile";

type Personalization = TopPersonalizations["personalizations"][number];

/** The personal values saved most (up to 100), in a scrolling list (spec part 1, 2.15 and 9). */
export function TopPersonalizationsTile({ period }: { period: DashboardPeriod }) {
  return (
    <RankedTile
      title={T.topPersonalizations}
      testId="tile-top-personalizations"
      period={period}
      current={useTopPersonalizations(period.query)}
      before={useTopPersonalizations(period.previousQuery)}
      rowsOf={(data) => data.personalizations.slice(0, TOP_PERSONALIZATIONS_CAP)}
      keyOf={(row: Personalization) => `${row.name}\u0000${row.value}`}
      columns={[T.name, T.value]}
      cellsOf={(row) => [row.name, row.value]}
      csv={{
        fileName: "top-personalizations",
        label: T.csvOf(T.topPersonalizations),
        header: [T.name, T.value, ANALYTICS_TEXTS.count],
        cellsOf: (row) => [row.name, row.value, row.count],
      }}
      height={LIST_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}
