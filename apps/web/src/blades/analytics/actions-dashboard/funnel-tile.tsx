import { Group, Progress, Stack, Text } from "@mantine/core";
import { useActionFunnel } from "../../../api/analytics/analytics-actions";
import { TONES } from "../../../app/theme-tokens";
import { ANALYTICS_TEXTS } from "../common/analytics-texts";
import { CsvButton } from "../common/csv-button";
import { ChangeBadge } from "../common/ranked-list";
import { TileFrame } from "../common/tile-frame";
import type { DashboardPeriod } from "../common/use-dashboard-period";
import { funnelSteps, percentText } from "./action-figures";
import { ACTIONS_TEXTS } from "./actions-texts";
import { CHART_HEIGHT } from "./sessions-tile";

/** The funnel from a session to a saved recipe to added to cart, with each step's share. */
export function FunnelTile({ period }: { period: DashboardPeriod }) {
  const current = useActionFunnel(period.query);
  const before = useActionFunnel(period.previousQuery);
  const funnel = current.data;
  const steps = funnel === undefined ? [] : funnelSteps(funnel, period.compare ? before.data : undefined);
  const empty = steps.every((step) => step.count === 0);
  return (
    <TileFrame
      title={ACTIONS_TEXTS.funnel}
      testId="actions-funnel-tile"
      loading={current.isPending || (period.compare && before.isPending)}
      error={current.error ?? before.error}
      empty={empty}
      height={CHART_HEIGHT}
      actions={
        <CsvButton
          fileName={ACTIONS_TEXTS.fileNames.funnel}
          header={["Step", ANALYTICS_TEXTS.count, ACTIONS_TEXTS.ofStart, ACTIONS_TEXTS.ofPrevious]}
          rows={
            empty
              ? []
              : steps.map((step) => [
                  ACTIONS_TEXTS.funnelSteps[step.step],
                  step.count,
                  percentText(step.ofStart),
                  percentText(step.ofPrevious),
                ])
          }
          label={ACTIONS_TEXTS.downloadCsvOf(ACTIONS_TEXTS.funnel)}
        />
      }
    >
      <Stack gap="md" mih={CHART_HEIGHT} justify="center" aria-label={ACTIONS_TEXTS.funnelLabel} role="list">
        {steps.map((step) => (
          <Stack key={step.step} gap={4} role="listitem" data-testid={`actions-funnel-${step.step}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500}>
                {ACTIONS_TEXTS.funnelSteps[step.step]}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {step.previous !== undefined && <ChangeBadge count={step.count} previous={step.previous} />}
                <Text size="sm" fw={700}>
                  {step.count.toLocaleString("en-US")}
                </Text>
              </Group>
            </Group>
            <Progress
              aria-label={ACTIONS_TEXTS.funnelSteps[step.step]}
              value={(step.ofStart ?? 0) * 100}
              color={`${TONES.primary}.6`}
              size="lg"
              radius="sm"
            />
            <Text size="xs" c="dimmed">
              {percentText(step.ofStart)} {ACTIONS_TEXTS.ofStart}
              {step.ofPrevious !== null && ` · ${percentText(step.ofPrevious)} ${ACTIONS_TEXTS.ofPrevious}`}
            </Text>
          </Stack>
        ))}
      </Stack>
    </TileFrame>
  );
}
