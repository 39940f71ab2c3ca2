import type { Usage } from "@atelier/domain/account/usage.schema";
import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { chartRows, periodSlots, USAGE_CHART_HEIGHT, type UsageMeasure, type UsagePeriod } from "./usage-figures";
import { USAGE_TEXTS } from "./usage-texts";

const UsageChart = lazy(() => import("./usage-chart").then((module) => ({ default: module.UsageChart })));

const PERIODS: { value: UsagePeriod; label: string }[] = [
  { value: "thisMonth", label: USAGE_TEXTS.thisMonth },
  { value: "trailing", label: USAGE_TEXTS.trailing },
];

interface UsageCardProps {
  measure: UsageMeasure;
  /** The query of this kind of usage. */
  query: { data: Usage | undefined; error: unknown };
  testId: string;
}

function PeriodTotal({ label, amount, measure }: { label: string; amount: number; measure: UsageMeasure }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid="usage-total">
        {measure.total(amount)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="usage-exact">
        {measure.exact(amount)}
      </Text>
    </Stack>
  );
}

/** One kind of usage: this month's and the trailing 30 days' totals, and a chart of either period's days. */
export function UsageCard({ measure, query, testId }: UsageCardProps) {
  const [period, setPeriod] = useState<UsagePeriod>("thisMonth");
  const usage = query.data;
  const periodLabel = PERIODS.find((option) => option.value === period)?.label ?? "";

  return (
    <Paper p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {measure.title}
        </Title>
        <ErrorCallout error={query.error} />
        {usage === undefined ? (
          !query.error && <LoadingLine />
        ) : (
          <>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
              <Group gap="xl">
                <PeriodTotal label={USAGE_TEXTS.thisMonth} amount={usage.thisMonth.total} measure={measure} />
                <PeriodTotal label={USAGE_TEXTS.trailing} amount={usage.trailing.total} measure={measure} />
              </Group>
              <SegmentedControl
                size="xs"
                data={PERIODS}
                value={period}
                onChange={(value) => setPeriod(value === "trailing" ? "trailing" : "thisMonth")}
                aria-label={USAGE_TEXTS.period}
              />
            </Group>
            <Suspense fallback={<Skeleton h={USAGE_CHART_HEIGHT} />}>
              <UsageChart
                {...chartRows(periodSlots(usage, period), measure)}
                label={USAGE_TEXTS.chartOf(measure.title, periodLabel)}
              />
            </Suspense>
          </>
        )}
      </Stack>
    </Paper>
  );
}
