import { type ActionTopOptions, TOP_OPTIONS_CAP } from "@atelier/domain/analytics/analytics.schema";
import { useActionTopOptions } from "../../../api/analytics/analytics-actions";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { withPrevious } from "../common/compare-figures";
import { CsvButton } from "../common/csv-button";
import { RankedList, RowDetail } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { withPreviousCell, withPreviousHeader } from "./action-csv";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT, LIST_HEIGHT } from "./sessions-tile";

type Option = ActionTopOptions["options"][number];
const optionKey = (option: Option) => `${option.placementCode}\n${option.componentCode}`;

/** The components chosen most (10), by placement. */
export function TopOptionsTile({ period }: { period: DashboardPeriod }) {
  const current = useActionTopOptions(period.query);
  const before = useActionTopOptions(period.previousQuery);
  const options = current.data;
  const previous = period.compare ? before.data : undefined;
  const compare = period.previous !== undefined;
  const rows = withPrevious((options?.options ?? []).slice(0, TOP_OPTIONS_CAP), previous?.options, optionKey);
  return (
    <TileFrame
      title={ACTIONS_TEXTS.topOptions}
      testId="actions-top-options-tile"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={rows.length === 0}
      height={CHART_HEIGHT}
      actions={
        <CsvButton
          fileName={ACTIONS_TEXTS.fileNames.topOptions}
          header={withPreviousHeader(
            [ACTIONS_TEXTS.placement, ACTIONS_TEXTS.component, ANALYTICS_TEXTS.count],
            compare,
          )}
          rows={rows.map((row) => withPreviousCell([row.placementCode, row.componentCode, row.count], row, compare))}
          label={ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.topOptions)}
        />
      }
    >
      <RankedList
        label={ACTIONS_TEXTS.topOptions}
        columns={[ACTIONS_TEXTS.option]}
        rows={rows.map((row) => ({
          ...row,
          key: optionKey(row),
          cells: [row.componentCode],
          detail: <RowDetail>{ACTIONS_TEXTS.inPlacement(row.placementCode)}</RowDetail>,
        }))}
        compare={compare}
        maxHeight={LIST_HEIGHT}
      />
    </TileFrame>
  );
}
