import { Group, SimpleGrid, Stack } from "@mantine/core";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CompareSwitch } from "../common/compare-switch";
import { DateRangePicker } from "../common/date-range-picker";
import { PromptArea } from "../common/prompt-area";
import { ACTION_INSPIRATIONS } from "../common/prompt-inspirations";
import { useDashboardPeriod } from "../common/use-dashboard-period";
import { DevicesTile } from "./devices-tile";
import { EventCountsTile } from "./event-counts-tile";
import { FunnelTile } from "./funnel-tile";
import { SessionsTile } from "./sessions-tile";
import { TopOptionsTile } from "./top-options-tile";

/**
 * The Actions Analytics blade (spec part 1, 2.15): the prompt area on the action events with its inspirations, the
 * date range, and tiles of the Studio's actions: sessions over time, the funnel from a session to a saved recipe to
 * added to cart, the options chosen most, events per type and sessions by device. Each tile can show the previous
 * period beside its own.
 */
export function ActionsDashboardBlade({ blade }: BladeProps) {
  const period = useDashboardPeriod();
  return (
    <Stack gap="md" data-testid="actions-dashboard-blade">
      <PromptArea hive="actionevent" inspirations={ACTION_INSPIRATIONS} parentId={blade.id} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <DateRangePicker value={period.range} today={period.today} onChange={period.setRange} />
        <CompareSwitch checked={period.compare} onChange={period.setCompare} />
      </Group>
      <SimpleGrid type="container" cols={{ base: 1, "860px": 2 }} spacing="md">
        <SessionsTile period={period} />
        <FunnelTile period={period} />
        <TopOptionsTile period={period} />
        <EventCountsTile period={period} />
        <DevicesTile period={period} />
      </SimpleGrid>
    </Stack>
  );
}
