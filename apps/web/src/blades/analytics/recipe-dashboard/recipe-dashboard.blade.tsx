import { Group, SimpleGrid, Stack } from "@mantine/core";
import { useRef } from "react";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CompareSwitch } from "../common/compare-switch";
import { DateRangePicker } from "../common/date-range-picker";
import { PromptArea } from "../common/prompt-area";
import { RECIPE_INSPIRATIONS } from "../common/prompt-inspirations";
import { useDashboardPeriod } from "../common/use-dashboard-period";
import { BrowsersTile } from "./browsers-tile";
import { DashboardExports } from "./dashboard-exports";
import { DeviceDonutTile } from "./device-donut-tile";
import { periodText } from "./period-text";
import { SavedRecipesTile } from "./saved-recipes-tile";
import { SiteRecipesTile } from "./site-recipes-tile";
import { TopPersonalizationsTile } from "./top-personalizations-tile";
import { TopProductsTile } from "./top-products-tile";

/**
 * The Recipe Analytics blade (spec part 1, 2.15): the prompt area on saved recipes with its four inspirations, the
 * date range, the raw CSV and PDF exports, and the tiles of the period's saved recipes. Each tile can show the
 * previous period beside its own.
 */
export function RecipeDashboardBlade({ blade, title }: BladeProps) {
  const period = useDashboardPeriod();
  const tiles = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="md" data-testid="recipe-dashboard-blade">
      <PromptArea hive="recipe" inspirations={RECIPE_INSPIRATIONS} parentId={blade.id} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="lg">
          <DateRangePicker value={period.range} today={period.today} onChange={period.setRange} />
          <CompareSwitch checked={period.compare} onChange={period.setCompare} />
        </Group>
        <DashboardExports
          query={period.query}
          tiles={tiles}
          heading={title}
          periodText={periodText(period.range, period.previous)}
        />
      </Group>
      <SimpleGrid ref={tiles} type="container" cols={{ base: 1, "860px": 2 }} spacing="md">
        <SavedRecipesTile period={period} />
        <SiteRecipesTile period={period} />
        <TopProductsTile period={period} />
        <TopPersonalizationsTile period={period} />
        <BrowsersTile period={period} device="desktop" />
        <BrowsersTile period={period} device="mobile" />
        <DeviceDonutTile period={period} />
      </SimpleGrid>
    </Stack>
  );
}
