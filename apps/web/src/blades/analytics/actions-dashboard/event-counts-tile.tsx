import { useActionEvents } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { eventKey, eventLabel } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

/** Events per type (custom events by their name), most first. */
export function EventCountsTile({ period }: { period: DashboardPeriod }) {
  return (
    <RankedTile
      title={ACTIONS_TEXTS.events}
      testId="actions-events-tile"
      period={period}
      current={useActionEvents(period.query)}
      before={useActionEvents(period.previousQuery)}
      rowsOf={(data) => [...data.events].sort((a, b) => b.count - a.count)}
      keyOf={eventKey}
      columns={[ACTIONS_TEXTS.event]}
      cellsOf={(event) => [eventLabel(event)]}
      csv={{
        fileName: ACTIONS_TEXTS.fileNames.events,
        label: ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.events),
        header: [ACTIONS_TEXTS.type, ACTIONS_TEXTS.name, ANALYTICS_TEXTS.count],
        cellsOf: (event) => [event.type, event.name, event.count],
      }}
      height={CHART_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}
