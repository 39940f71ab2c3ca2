import { TOP_PERSONALIZATIONS_CAP, type TopPersonalizations } from "@atelier/domain/analytics/analytics.schema";
import { useTopPersonalizations } from "../../../api/analytics/analytics-tiles";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";
import { LIST_HEIGHT } from "./top-products-tile";

type Personalization = TopPersonalizations["personalizations"][number];
const keyOf = (row: Personalization) => `${row.name}\u0000${row.value}`;

/** The personal values saved most (up to 100), in a scrolling list (spec part 1, 2.15 and 9). */
export function TopPersonalizationsTile({ period }: { period: DashboardPeriod }) {
  const current = useTopPersonalizations(period.query);
  const before = useTopPersonalizations(period.previousQuery);
  const rows = withPrevious(
    (current.data?.personalizations ?? []).slice(0, TOP_PERSONALIZATIONS_CAP),
    period.compare ? (before.data?.personalizations ?? []) : undefined,
    keyOf,
  );
  const header = [T.name, T.value, "Count", ...(period.compare ? ["Previous"] : [])];
  const csvRows = rows.map((r) => [r.name, r.value, r.count, ...(period.compare ? [r.previous] : [])]);
  return (
    <TileFrame
      title={T.topPersonalizations}
      testId="tile-top-personalizations"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={rows.length === 0}
      height={LIST_HEIGHT}
      actions={
        <CsvButton
          fileName="top-personalizations"
          header={header}
          rows={csvRows}
          label={T.csvOf(T.topPersonalizations)}
        />
      }
    >
      <RankedList
        label={T.topPersonalizations}
        columns={[T.name, T.value]}
        compare={period.compare}
        maxHeight={LIST_HEIGHT}
        rows={rows.map((row) => ({
          key: keyOf(row),
          cells: [row.name, row.value],
          count: row.count,
          ...(row.previous === undefined ? {} : { previous: row.previous }),
        }))}
      />
    </TileFrame>
  );
}
