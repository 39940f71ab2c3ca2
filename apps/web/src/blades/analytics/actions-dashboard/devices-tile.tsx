import type { ActionEventCounts } from "@atelier/domain/analytics/analytics.schema";
import { useActionEvents } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { withPreviousCell, withPreviousHeader } from "./action-csv";
import { codeInWords, percentText, rate } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

type Device = ActionEventCounts["devices"][number];
const deviceKey = (device: Device) => device.deviceClass;

/** Sessions by device class (desktop, mobile, tablet ...), with each one's share. */
export function DevicesTile({ period }: { period: DashboardPeriod }) {
  const current = useActionEvents(period.query);
  const before = useActionEvents(period.previousQuery);
  const counts = current.data;
  const previous = period.compare ? before.data : undefined;
  const compare = period.previous !== undefined;
  const sorted = [...(counts?.devices ?? [])].sort((a, b) => b.count - a.count);
  const total = sorted.reduce((sum, device) => sum + device.count, 0);
  const rows = withPrevious(sorted, previous?.devices, deviceKey);
  return (
    <TileFrame
      title={ACTIONS_TEXTS.devices}
      testId="actions-devices-tile"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={total === 0}
      height={CHART_HEIGHT}
      actions={
        <CsvButton
          fileName={ACTIONS_TEXTS.fileNames.devices}
          header={withPreviousHeader([ACTIONS_TEXTS.device, ANALYTICS_TEXTS.count, ACTIONS_TEXTS.share], compare)}
          rows={rows.map((row) =>
            withPreviousCell([row.deviceClass, row.count, percentText(rate(row.count, total))], row, compare),
          )}
          label={ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.devices)}
        />
      }
    >
      <RankedList
        label={ACTIONS_TEXTS.devices}
        columns={[ACTIONS_TEXTS.device, ACTIONS_TEXTS.share]}
        rows={rows.map((row) => ({
          ...row,
          key: deviceKey(row),
          cells: [codeInWords(row.deviceClass), percentText(rate(row.count, total))],
        }))}
        compare={compare}
        maxHeight={LIST_HEIGHT}
      />
    </TileFrame>
  );
}
