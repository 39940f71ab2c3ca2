import { Group, Text } from "@mantine/core";
import { useActionSessions } from "../../../api/analytics/analytics-actions";
import { CsvButton } from "../common/csv-button";
import { DAY_CHART_HEIGHT, DayChart } from "../common/day-chart";
import { ChangeBadge } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { sessionPoints } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";

/** The height of a tile's body, so the tiles of a row line up. */
export const CHART_HEIGHT = DAY_CHART_HEIGHT + 44;
/** A list tile shows its 10 rows whole (a longer list scrolls). */
export const LIST_HEIGHT = 420;

/** Studio sessions started per day over the period, the previous period's as a second series when comparing. */
export function SessionsTile({ period }: { period: DashboardPeriod }) {
  const current = useActionSessions(period.query);
  const before = useActionSessions(period.previousQuery);
  const sessions = current.data;
  const compared =
    period.previous !== undefined && before.data !== undefined
      ? { period: period.previous, sessions: before.data }
      : undefined;
  const points = sessions === undefined ? [] : sessionPoints(sessions, period.range, compared);
  const total = sessions?.total ?? 0;
  return (
    <TileFrame
      title={ACTIONS_TEXTS.sessions}
      testId="actions-sessions-tile"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={total === 0 && (compared?.sessions.total ?? 0) === 0}
      height={CHART_HEIGHT}
      actions={
        <CsvButton
          fileName={ACTIONS_TEXTS.fileNames.sessions}
          header={[ACTIONS_TEXTS.day, ACTIONS_TEXTS.sessionsTotal]}
          rows={total === 0 ? [] : points.map((point) => [point.date, point.count])}
          label={ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.sessions)}
        />
      }
    >
      <Group gap="xs" mb="xs" align="baseline">
        <Text fz={24} fw={700} data-testid="actions-sessions-total">
          {total.toLocaleString("en-US")}
        </Text>
        <Text size="sm" c="dimmed">
          {ACTIONS_TEXTS.sessionsTotal}
        </Text>
        {compared !== undefined && <ChangeBadge count={total} previous={compared.sessions.total} />}
      </Group>
      <DayChart
        points={points}
        compare={compared !== undefined}
        label={ACTIONS_TEXTS.sessionsChart(total.toLocaleString("en-US"))}
      />
    </TileFrame>
  );
}
