import { assetSuffixOf } from "@atelier/domain/asset/asset-names";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useAsset, useAssetFamily } from "../../../api/asset/asset";
import { assetDataUrl, assetFileName } from "../../../api/asset/asset-urls";
import { ApiError } from "../../../api/http";
import { useBlades } from "../../../app/workspace/blade-context";
import { useBladeTitle } from "../../../app/workspace/blade-title";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { LoadingLine } from "../../../ui/loading-line";
import { assetLinks } from "../asset-links";
import { ASSET_TEXTS } from "../common/asset-texts";
import { AssetFacts } from "./asset-facts";
import { AssetPreview } from "./asset-preview";

/**
 * The AssetImage panel (spec part 3, "Asset image panel"): one asset's preview (the 1600x1600 webp, or the
 * 3D viewer for a model), its facts, Download, and links to the assets sharing its base name: its base
 * image, Mask, Lightmap or Overlay.
 */
export function AssetImageBlade({ blade, title }: BladeProps) {
  const name = blade.itemId ?? "";
  const query = useAsset(name);
  const family = useAssetFamily(name === "" ? undefined : name);
  const { open } = useBlades();
  useBladeTitle(name === "" ? undefined : assetFileName(name));
  const asset = query.data;
  if (asset === undefined) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="sm" data-testid="asset-image-blade">
        {gone ? (
          <Text size="sm" data-testid="asset-not-found">
            {ASSET_TEXTS.notFound}
          </Text>
        ) : (
          <ErrorCallout error={query.error} />
        )}
        {query.isPending && <LoadingLine />}
      </Stack>
    );
  }
  const linked = (family.data ?? []).filter((other) => other.name !== asset.name);

  return (
    <Stack gap="sm" data-testid="asset-image-blade">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" data-testid="blade-title" style={{ wordBreak: "break-all" }}>
          {assetFileName(asset.name) || title}
        </Title>
        <Button
          size="xs"
          variant="default"
          component="a"
          href={assetDataUrl(asset.name)}
          download={assetFileName(asset.name)}
          leftSection={<IconDownload size={14} />}
        >
          {ASSET_TEXTS.download}
        </Button>
      </Group>
      <AssetPreview asset={asset} />
      <AssetFacts asset={asset} />
      {linked.length > 0 && (
        <Stack gap={4} data-testid="asset-linked">
          <Text size="sm" fw={600}>
            {ASSET_TEXTS.linked}
          </Text>
          {linked.map((other) => (
            <Group key={other.name} gap="xs">
              <Text size="xs" c="dimmed" w="6rem">
                {assetSuffixOf(other.name) ?? ASSET_TEXTS.base}
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => open(assetLinks.asset(other.name), { parentId: blade.parentId ?? blade.id })}
              >
                {other.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
