import { ASSET_PREVIEW_SIZE, type Asset } from "@atelier/domain/asset/asset.schema";
import { assetSuffixOf } from "@atelier/domain/asset/asset-names";
import { Alert, Box, Text } from "@mantine/core";
import { useCallback, useState } from "react";
import { assetDataUrl, isImageAsset, isModelAsset } from "../../../api/asset/asset-urls";
import { withCheckerboard } from "../../../ui/checkerboard";
import type { ModelLoad } from "../../product/three-component/model-row";
import { ModelViewer } from "../../product/three-component/model-viewer";
import { DEFAULT_VIEW_TOGGLES } from "../../product/three-component/view-toggles";
import { ASSET_TEXTS } from "../common/asset-texts";
import classes from "./library.module.css";

const noStats = () => undefined;

/** A model in the 3D viewer of the product area (spec part 2), with its failure said below. */
function ModelPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState<unknown>(null);
  const onLoad = useCallback((_url: string, load: ModelLoad) => {
    if (load.status === "failed") setFailed(load.error ?? true);
  }, []);
  if (failed !== null)
    return (
      <Alert color="red" data-testid="model-failed">
        {failed instanceof Error ? failed.message : String(failed)}
      </Alert>
    );
  return (
    <Box className={classes.stage} data-testid="asset-model">
      <ModelViewer urls={[url]} toggles={DEFAULT_VIEW_TOGGLES} onLoad={onLoad} onStats={noStats} />
    </Box>
  );
}

/** The AssetImage panel's preview: an image as 1600x1600 webp (part 3), a model in the 3D viewer, else a note. */
export function AssetPreview({ asset }: { asset: Asset }) {
  if (isModelAsset(asset)) return <ModelPreview url={assetDataUrl(asset.name)} />;
  if (!isImageAsset(asset))
    return (
      <Text size="sm" c="dimmed" data-testid="asset-no-preview">
        {ASSET_TEXTS.noPreview}
      </Text>
    );
  const fit = { width: ASSET_PREVIEW_SIZE, height: ASSET_PREVIEW_SIZE };
  return (
    <div
      className={withCheckerboard(classes.preview, assetSuffixOf(asset.name) !== null)}
      data-checker={assetSuffixOf(asset.name) !== null}
    >
      <img
        src={assetDataUrl(asset.name, fit)}
        alt={ASSET_TEXTS.previewOf(asset.name)}
        data-testid="asset-preview"
        // A new version of the asset has another etag: the preview is asked again.
        key={asset.etag}
      />
    </div>
  );
}
