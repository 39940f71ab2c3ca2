import { SimpleGrid } from "@mantine/core";
import { optimizationFileUrl } from "../../../api/asset/optimization";
import type { OptimizationItem } from "./optimization-item";
import { OPTIMIZATION_TEXTS } from "./optimization-texts";
import { PreviewSide } from "./preview-side";

/** Preview (part 3 "Assets Optimization"): the uploaded model and the optimised one side by side in the 3D viewer. */
export function OptimizationPreview({ item }: { item: Pick<OptimizationItem, "previewUrl" | "resultUrl"> }) {
  const result = item.resultUrl === null ? null : optimizationFileUrl(item.resultUrl);
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="optimization-preview">
      <PreviewSide
        key={item.previewUrl}
        title={OPTIMIZATION_TEXTS.original}
        url={optimizationFileUrl(item.previewUrl)}
        empty=""
      />
      <PreviewSide
        key={result ?? "none"}
        title={OPTIMIZATION_TEXTS.optimized}
        url={result}
        empty={OPTIMIZATION_TEXTS.noResult}
      />
    </SimpleGrid>
  );
}
