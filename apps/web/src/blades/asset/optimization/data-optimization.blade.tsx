import { OPTIMIZATION_MAX_BYTES } from "@atelier/domain/asset/optimization.schema";
import { Button, Stack } from "@mantine/core";
import { IconAdjustments } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { OPTIMIZATION_UPLOAD_URL, optimizationUploaded, useOptimizationList } from "../../../api/asset/optimization";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { CardList } from "../../../ui/list/card-list";
import { PollingToolbar } from "../../../ui/list/polling-toolbar";
import { FileUploader } from "../../../ui/upload/file-uploader";
import type { OptimizationItem } from "./optimization-item";
import { optimizationLinks } from "./optimization-links";
import { OptimizationPreviewModal } from "./optimization-preview-modal";
import { OptimizationRow } from "./optimization-row";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";

/**
 * The DataOptimization blade (spec part 3 "Assets Optimization"): GLB files to upload (the picker takes
 * any file; the server refuses what is not a GLB), then the queue, newest first, read again every 2
 * seconds while an optimisation is queued or running.
 */
export function DataOptimizationBlade({ blade }: BladeProps) {
  const { open } = useBlades();
  const queryClient = useQueryClient();
  const list = useOptimizationList();
  const [previewed, setPreviewed] = useState<OptimizationItem | null>(null);
  const onDetails = useCallback(
    (id: string) => open(optimizationLinks.optimization(id), { parentId: blade.id }),
    [open, blade.id],
  );
  const items = list.data?.items;

  return (
    <Stack gap="md" data-testid="data-optimization-blade">
      <PollingToolbar
        query={list}
        note={OPTIMIZATION_TEXTS.polling}
        end={
          <Button
            size="xs"
            variant="default"
            leftSection={<IconAdjustments size={14} />}
            onClick={() => open(optimizationLinks.profiles(), { parentId: blade.id })}
          >
            {OPTIMIZATION_TEXTS.manageProfiles}
          </Button>
        }
      />
      <FileUploader
        url={OPTIMIZATION_UPLOAD_URL}
        label={OPTIMIZATION_TEXTS.uploadLabel}
        accept={[...OPTIMIZATION_TEXTS.accepted]}
        maxBytes={OPTIMIZATION_MAX_BYTES}
        multiple
        onUploaded={() => optimizationUploaded(queryClient)}
      />
      <CardList
        items={items}
        error={list.error}
        loading={list.isPending}
        label={OPTIMIZATION_TEXTS.items}
        emptyText={OPTIMIZATION_TEXTS.noOptimizations}
        emptyTestId="optimization-empty"
      >
        {(item) => (
          <OptimizationRow key={item.dataOptimizationId} item={item} onDetails={onDetails} onPreview={setPreviewed} />
        )}
      </CardList>
      <OptimizationPreviewModal item={previewed} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
