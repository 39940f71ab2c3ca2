import { LIGHTMAP_STRENGTHS } from "@atelier/domain/asset/asset.schema";
import { Button, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { assetKeys } from "../../../api/asset/asset";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ASSET_TEXTS } from "../common/asset-texts";
import { DerivePanel } from "./derive-panel";
import { canStart } from "./derive-queue";
import { lightmapQueue, requestLightmapOf, useDeriveQueue } from "./derive-store";

/**
 * Upload Lightmaps (spec part 3, "Generate Lightmaps"): a strength button starts the run with its strength
 * and gamma pair; the queued images are processed one at a time, each a lightmap job polled every 500 ms.
 */
export function UploadLightmapsBlade({ blade, title }: BladeProps) {
  const items = useDeriveQueue(lightmapQueue);
  const queryClient = useQueryClient();
  const onDone = () => void queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
  const startable = canStart(items);
  return (
    <DerivePanel
      blade={blade}
      title={title}
      store={lightmapQueue}
      testId="upload-lightmaps-blade"
      explained={ASSET_TEXTS.lightmapsExplained}
      empty={ASSET_TEXTS.emptyLightmaps}
      actions={
        <Group gap={6} role="group" aria-label={ASSET_TEXTS.strength}>
          <Text size="sm" fw={500}>
            {ASSET_TEXTS.strength}
          </Text>
          {LIGHTMAP_STRENGTHS.map((pair) => (
            <Button
              key={pair.label}
              size="xs"
              variant="light"
              disabled={!startable}
              onClick={() => lightmapQueue.start(requestLightmapOf(pair), onDone, pair.label)}
            >
              {pair.label}
            </Button>
          ))}
        </Group>
      }
    />
  );
}
