import { useTopBrowsers } from "../../../api/analytics/analytics-tiles";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { browserName, splitBrowsers } from "./dashboard-figures";
import { RECIPE_DASHBOARD_TEXTS as T } from "./recipe-texts";
import { LIST_HEIGHT } from "./top-products-tile";

interface BrowsersTileProps {
  period: DashboardPeriod;
  device: "desktop" | "mobile";
}

/** The ten desktop or ten mobile browsers with the most saved recipes (spec part 1, 2.15 and 9). */
export function BrowsersTile({ period, device }: BrowsersTileProps) {
  const current = useTopBrowsers(period.query);
  const before = useTopBrowsers(period.previousQuery);
  const title = device === "mobile" ? T.topMobileBrowsers : T.topDesktopBrowsers;
  const rows = withPrevious(
    splitBrowsers(current.data?.browsers ?? [])[device],
    period.compare ? (before.data?.browsers ?? []).filter((b) => b.browserMobile === (device === "mobile")) : undefined,
    browserName,
  );
  const header = [T.browser, "Count", ...(period.compare ? ["Previous"] : [])];
  const csvRows = rows.map((r) => [browserName(r), r.count, ...(period.compare ? [r.previous] : [])]);
  return (
    <TileFrame
      title={title}
      testId={`tile-${device}-browsers`}
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={rows.length === 0}
      height={LIST_HEIGHT}
      actions={<CsvButton fileName={`top-${device}-browsers`} header={header} rows={csvRows} label={T.csvOf(title)} />}
    >
      <RankedList
        label={title}
        columns={[T.browser]}
        compare={period.compare}
        maxHeight={LIST_HEIGHT}
        rows={rows.map((row) => ({
          key: browserName(row),
          cells: [browserName(row)],
          count: row.count,
          ...(row.previous === undefined ? {} : { previous: row.previous }),
        }))}
      />
    </TileFrame>
  );
}
