import type { Asset } from "@atelier/domain/asset/asset.schema";
import { assetSuffixOf } from "@atelier/domain/asset/asset-names";
import { formatFileSize } from "@atelier/domain/shared/file-size";
import { Checkbox, Loader, Text } from "@mantine/core";
import { IconCube, IconFile } from "@tabler/icons-react";
import { memo } from "react";
import { assetDataUrl, assetFileName, assetFolder, isImageAsset, isModelAsset } from "../../../api/asset/asset-urls";
import { withCheckerboard } from "../../../ui/checkerboard";
import { ASSET_TEXTS } from "../common/asset-texts";
import { type AssetCardActions, AssetCardMenu } from "./asset-card-menu";
import classes from "./library.module.css";
import { formatDimensions } from "./library-view";

/** The thumbnail asked of the server: small, fitted, webp (the 1600x1600 preview is the AssetImage panel's). */
export const ASSET_THUMB_SIZE = 320;

interface AssetCardProps extends AssetCardActions {
  asset: Asset;
  canEdit: boolean;
  /** Selection checkboxes (editors in a list), or the picker's choice. */
  selectable: boolean;
  selected: boolean;
  primed: boolean;
  deleting: boolean;
  /** The card's picture: a preview in a list, the choice in a picker. */
  onChoose: (name: string) => void;
  onSelect: (name: string) => void;
  /** Any click on the card (a click on another card cancels a primed Delete). */
  onTouch: (name: string) => void;
}

function Thumbnail({ asset }: { asset: Asset }) {
  if (isImageAsset(asset))
    return (
      <img
        src={assetDataUrl(asset.name, { width: ASSET_THUMB_SIZE, height: ASSET_THUMB_SIZE })}
        alt=""
        loading="lazy"
      />
    );
  if (isModelAsset(asset)) return <IconCube size={56} stroke={1.2} aria-label={ASSET_TEXTS.model} role="img" />;
  return <IconFile size={48} stroke={1.2} aria-label={ASSET_TEXTS.file} role="img" />;
}

/** One asset of the library: its thumbnail (or a model's icon), name, size and dimensions, and its menu. */
export const AssetCard = memo(function AssetCard(props: AssetCardProps) {
  const { asset, canEdit, selectable, selected, primed, deleting } = props;
  const dimensions = formatDimensions(asset);
  return (
    <li
      className={classes.card}
      data-testid="asset-card"
      data-name={asset.name}
      data-selected={selected}
      data-primed={primed}
      onPointerDownCapture={() => props.onTouch(asset.name)}
    >
      <button
        type="button"
        className={withCheckerboard(classes.thumb, assetSuffixOf(asset.name) !== null)}
        data-checker={assetSuffixOf(asset.name) !== null}
        aria-label={asset.name}
        onClick={() => props.onChoose(asset.name)}
      >
        {deleting ? <Loader size="sm" /> : <Thumbnail asset={asset} />}
      </button>
      {selectable && (
        <div className={classes.corner}>
          <Checkbox
            size="xs"
            checked={selected}
            aria-label={ASSET_TEXTS.select(asset.name)}
            onChange={() => props.onSelect(asset.name)}
          />
        </div>
      )}
      <div className={classes.menu}>
        <AssetCardMenu
          asset={asset}
          canEdit={canEdit}
          primed={primed}
          onMask={props.onMask}
          onLightmap={props.onLightmap}
          onDelete={props.onDelete}
        />
      </div>
      <div className={classes.caption}>
        <Text size="sm" fw={500} truncate="end" title={asset.name} data-testid="asset-name">
          {assetFileName(asset.name)}
        </Text>
        {assetFolder(asset.name) !== "" && (
          <Text size="xs" c="dimmed" truncate="end">
            {assetFolder(asset.name)}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="asset-size">
          {dimensions === "" ? formatFileSize(asset.size) : `${formatFileSize(asset.size)} · ${dimensions}`}
        </Text>
      </div>
    </li>
  );
});
