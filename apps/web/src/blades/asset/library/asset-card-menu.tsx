import { ActionIcon, Menu } from "@mantine/core";
import { IconDots, IconDownload, IconMask, IconSun, IconTrash } from "@tabler/icons-react";
import { assetDataUrl, assetFileName, isImageAsset } from "../../../api/asset/asset-urls";
import { TONES } from "../../../app/theme-tokens";
import { ASSET_TEXTS } from "../common/asset-texts";

export interface AssetCardActions {
  onMask: (name: string) => void;
  onLightmap: (name: string) => void;
  /** Delete: primes on the first click, deletes on the second (delete-prime.ts). */
  onDelete: (name: string) => void;
}

interface AssetCardMenuProps extends AssetCardActions {
  asset: { name: string; contentType: string };
  /** Editors may make masks and lightmaps and delete. */
  canEdit: boolean;
  primed: boolean;
}

/** A card's menu (spec part 3): Download, Create mask, Create lightmap, Delete (tap again to confirm). */
export function AssetCardMenu({ asset, canEdit, primed, onMask, onLightmap, onDelete }: AssetCardMenuProps) {
  const image = isImageAsset(asset);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="sm" aria-label={ASSET_TEXTS.menuOf(asset.name)}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={assetDataUrl(asset.name)}
          download={assetFileName(asset.name)}
          leftSection={<IconDownload size={14} />}
        >
          {ASSET_TEXTS.download}
        </Menu.Item>
        {canEdit && (
          <>
            <Menu.Item leftSection={<IconMask size={14} />} disabled={!image} onClick={() => onMask(asset.name)}>
              {ASSET_TEXTS.createMask}
            </Menu.Item>
            <Menu.Item leftSection={<IconSun size={14} />} disabled={!image} onClick={() => onLightmap(asset.name)}>
              {ASSET_TEXTS.createLightmap}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color={TONES.danger}
              leftSection={<IconTrash size={14} />}
              closeMenuOnClick={primed}
              onClick={() => onDelete(asset.name)}
            >
              {primed ? ASSET_TEXTS.tapAgain : ASSET_TEXTS.delete}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
