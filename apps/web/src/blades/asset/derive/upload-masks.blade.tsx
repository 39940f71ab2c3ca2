import { Button } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { assetKeys } from "../../../api/asset/asset";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ASSET_TEXTS } from "../common/asset-texts";
import { DerivePanel } from "./derive-panel";
import { canStart } from "./derive-queue";
import { maskQueue, requestMaskOf, useDeriveQueue } from "./derive-store";

/**
 * Upload Masks (spec part 3, "Remove Background and Make Masks"): Start processes the queued images one at
 * a time, each a mask job polled every 500 ms; pressing it again re-queues the failed ones.
 */
export function UploadMasksBlade({ blade, title }: BladeProps) {
  const items = useDeriveQueue(maskQueue);
  const queryClient = useQueryClient();
  const onDone = () => void queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
  return (
    <DerivePanel
      blade={blade}
      title={title}
      store={maskQueue}
      testId="upload-masks-blade"
      explained={ASSET_TEXTS.masksExplained}
      empty={ASSET_TEXTS.emptyMasks}
      actions={
        <Button
          size="xs"
          leftSection={<IconPlayerPlay size={14} />}
          disabled={!canStart(items)}
          onClick={() => maskQueue.start(requestMaskOf, onDone)}
        >
          {ASSET_TEXTS.start}
        </Button>
      }
    />
  );
}
