import { useActionEvents } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { withPreviousCell, withPreviousHeader } from "./action-csv";
import { eventKey, eventLabel } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

/** Events per type (custom events by their name), most first. */
export function EventCountsTile({ period }: { period: DashboardPeriod }) {
  const current = useActionEvents(period.query);
  const before = useActionEvents(period.previousQuery);
  const counts = current.data;
  const previous = period.compare ? before.data : undefined;
  const compare = period.previous !== undefined;
  const sorted = [...(counts?.events ?? [])].sort((a, b) => b.count - a.count);
  const rows = withPrevious(sorted, previous?.events, eventKey);
  return (
    <TileFrame
      title={ACTIONS_TEXTS.events}
      testId="actions-events-tile"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={rows.length === 0}
      height={CHART_HEIGHT}
      actions={
        <CsvButton
          fileName={ACTIONS_TEXTS.fileNames.events}
          header={withPreviousHeader([ACTIONS_TEXTS.type, ACTIONS_TEXTS.name, ANALYTICS_TEXTS.count], compare)}
          rows={rows.map((row) => withPreviousCell([row.type, row.name, row.count], row, compare))}
          label={ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.events)}
        />
      }
    >
      <RankedList
        label={ACTIONS_TEXTS.events}
        columns={[ACTIONS_TEXTS.event]}
        rows={rows.map((row) => ({ ...row, key: eventKey(row), cells: [eventLabel(row)] }))}
        compare={compare}
        maxHeight={LIST_HEIGHT}
      />
    </TileFrame>
  );
}
