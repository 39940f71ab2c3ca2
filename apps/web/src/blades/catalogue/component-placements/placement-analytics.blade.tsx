import "@mantine/dates/styles.layer.css";
import { Stack, Text, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import dayjs from "dayjs";
import { useState } from "react";
import { useComponentPlacement, usePlacementAnalytics } from "../../../api/catalogue/component-placement";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { analyticsQuery, type DayRange, defaultRange, rangePresets } from "./analytics-range";
import { AnalyticsTopList } from "./analytics-top-list";
import { PLACEMENT_TEXTS } from "./placement-texts";

/**
 * ComponentPlacementAnalytics (spec part 2, "Placement analytics panel"; itemId = the placement's id):
 * a date range, the last 30 days at first, and the placement's top components in it.
 */
export function PlacementAnalyticsBlade({ blade }: BladeProps) {
  const placementId = blade.itemId ?? "";
  const placement = useComponentPlacement(placementId).data;
  const [today] = useState(() => dayjs().format("YYYY-MM-DD"));
  const [range, setRange] = useState<DayRange>(() => defaultRange(today));
  const query = analyticsQuery(placementId, range);
  const analytics = usePlacementAnalytics(query);

  return (
    <Stack gap="md" data-testid="placement-analytics">
      {placement && (
        <Text size="sm" c="dimmed">
          {PLACEMENT_TEXTS.analyticsOf(placement.name, placement.code)}
        </Text>
      )}
      <DatePickerInput
        type="range"
        label={PLACEMENT_TEXTS.dates}
        valueFormat="MM/DD/YYYY"
        value={range}
        onChange={setRange}
        presets={rangePresets(today)}
        allowSingleDateInRange
        maxDate={today}
        w={280}
      />
      <Title order={2} size="h4">
        {PLACEMENT_TEXTS.topList}
      </Title>
      <ErrorCallout error={analytics.error} />
      {query === null ? (
        <Text size="sm" c="dimmed">
          {PLACEMENT_TEXTS.chooseDates}
        </Text>
      ) : (
        !analytics.isError && <AnalyticsTopList components={analytics.data?.components} />
      )}
    </Stack>
  );
}
