import { useActionEvents } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { RankedTile } from "../common/ranked-tile";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { codeInWords, percentText, rate } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

/** Sessions by device class (desktop, mobile, tablet ...), with each one's share. */
export function DevicesTile({ period }: { period: DashboardPeriod }) {
  const current = useActionEvents(period.query);
  const total = (current.data?.devices ?? []).reduce((sum, device) => sum + device.count, 0);
  const share = (count: number) => percentText(rate(count, total));
  return (
    <RankedTile
      title={ACTIONS_TEXTS.devices}
      testId="actions-devices-tile"
      period={period}
      current={current}
      before={useActionEvents(period.previousQuery)}
      rowsOf={(data) => [...data.devices].filter((device) => device.count > 0).sort((a, b) => b.count - a.count)}
      keyOf={(device) => device.deviceClass}
      columns={[ACTIONS_TEXTS.device, ACTIONS_TEXTS.share]}
      cellsOf={(device) => [codeInWords(device.deviceClass), share(device.count)]}
      csv={{
        fileName: ACTIONS_TEXTS.fileNames.devices,
        label: ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.devices),
        header: [ACTIONS_TEXTS.device, ANALYTICS_TEXTS.count, ACTIONS_TEXTS.share],
        cellsOf: (device) => [device.deviceClass, device.count, share(device.count)],
      }}
      height={CHART_HEIGHT}
      listHeight={LIST_HEIGHT}
    />
  );
}
