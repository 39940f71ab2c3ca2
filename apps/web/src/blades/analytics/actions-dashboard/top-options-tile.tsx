import { type ActionTopOptions, TOP_OPTIONS_CAP } from "@atelier/domain/analytics/analytics.schema";
import { useActionTopOptions } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

type Option = ActionTopOptions["options"][number];

/** The components chosen most (10), by placement. */
export function TopOptionsTile({ period }: { period: DashboardPeriod }) {
  return (
    <RankedTile
      title={ACTIONS_TEXTS.topOptions}
      testId="actions-top-options-tile"
      period={period}
      current={useActionTopOptions(period.query)}
      before={useActionTopOptions(period.previousQuery)}
      rowsOf={(data) => data.options.slice(0, TOP_OPTIONS_CAP)}
      keyOf={(option: Option) => `${option.placementCode}\n${option.componentCode}`}
      columns={[ACTIONS_TEXTS.option]}
      cellsOf={(option) => [option.componentCode]}
      detailOf={(option) => ACTIONS_TEXTS.inPlacement(option.placementCode)}
      csv={{
        fileName: ACTIONS_TEXTS.fileNames.topOptions,
        label: ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.topOptions),
        header: [ACTIONS_TEXTS.placement, ACTIONS_TEXTS.component, ANALYTICS_TEXTS.count],
        cellsOf: (option) => [option.placementCode, option.componentCode, option.count],
      }}
      height={CHART_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}
