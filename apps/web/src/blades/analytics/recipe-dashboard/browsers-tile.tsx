import { useTopBrowsers } from "../../../api/analytics/analytics-tiles";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
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
  const title = device === "mobile" ? T.topMobileBrowsers : T.topDesktopBrowsers;
  return (
    <RankedTile
      title={title}
      testId={`tile-${device}-browsers`}
      period={period}
      current={useTopBrowsers(period.query)}
      before={useTopBrowsers(period.previousQuery)}
      rowsOf={(data) => splitBrowsers(data.browsers)[device]}
      previousRowsOf={(data) => data.browsers.filter((browser) => browser.browserMobile === (device === "mobile"))}
      keyOf={browserName}
      columns={[T.browser]}
      cellsOf={(browser) => [browserName(browser)]}
      csv={{
        fileName: `top-${device}-browsers`,
        label: T.csvOf(title),
        header: [T.browser, ANALYTICS_TEXTS.count],
        cellsOf: (browser) => [browserName(browser), browser.count],
      }}
      height={LIST_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}
