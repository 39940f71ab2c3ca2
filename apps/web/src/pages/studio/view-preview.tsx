import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { defaultFrame, viewLayers } from "@atelier/domain/customer/view-layers";
import { stepFrame, viewDisplay } from "@atelier/domain/product/view-images";
import { ActionIcon, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { lazy, Suspense, useMemo } from "react";
import { studioAssetUrl } from "./asset-key";
import { STUDIO_TEXTS } from "./studio-texts";
import type { StudioView } from "./use-studio";
import { ViewStage } from "./view-stage";

const ModelPreview = lazy(async () => ({ default: (await import("./model-preview")).ModelPreview }));

/** The value of the 3D tab among the view codes (the address keeps it like a view code). */
export const MODEL_TAB = "~3d";

interface ViewPreviewProps {
  blueprint: Blueprint;
  selections: Record<string, string>;
  shown: StudioView;
  onShow: (view: StudioView) => void;
  /** The storefront key the Studio was opened with: library images and models are read with it. */
  storefrontKey: string | undefined;
}

/**
 * The preview: a tab per image view (and a 3D tab for ThreeD products), the chosen view drawn from the
 * selected components' images at its frame, with previous / next frame for a Range view.
 */
export function ViewPreview({ blueprint, selections, shown, onShow, storefrontKey }: ViewPreviewProps) {
  const threeD = blueprint.product.productType === "ThreeD";
  const views = blueprint.views;
  const tabs = [
    ...views.map((view) => ({ value: view.code, label: view.name || view.code })),
    ...(threeD ? [{ value: MODEL_TAB, label: STUDIO_TEXTS.model }] : []),
  ];
  const current =
    shown.view === MODEL_TAB && threeD ? undefined : (views.find((v) => v.code === shown.view) ?? views[0]);
  const modelShown = current === undefined && threeD;
  const frame = current === undefined ? 0 : (shown.frame ?? defaultFrame(current));
  const display = current === undefined ? null : viewDisplay(current);
  const layers = useMemo(
    () =>
      current === undefined
        ? []
        : viewLayers(blueprint, current, selections, frame).map((layer) => ({
            ...layer,
            url: studioAssetUrl(layer.url, storefrontKey),
          })),
    [blueprint, current, selections, frame, storefrontKey],
  );
  const step = (by: 1 | -1) => {
    if (current !== undefined && display?.kind === "range") {
      onShow({ view: current.code, frame: stepFrame(frame, display.low, display.high, by) });
    }
  };

  if (tabs.length === 0) return <Text size="sm">{STUDIO_TEXTS.noViews}</Text>;
  return (
    <Stack gap="xs" data-testid="studio-preview">
      {tabs.length > 1 && (
        <SegmentedControl
          aria-label={STUDIO_TEXTS.views}
          data={tabs}
          value={modelShown ? MODEL_TAB : (current?.code ?? MODEL_TAB)}
          onChange={(value) => onShow({ view: value, frame: undefined })}
          fullWidth
        />
      )}
      {modelShown ? (
        <Suspense fallback={<Text size="sm">{STUDIO_TEXTS.loadingModel}</Text>}>
          <ModelPreview blueprint={blueprint} selections={selections} storefrontKey={storefrontKey} />
        </Suspense>
      ) : (
        current !== undefined && (
          <ViewStage layers={layers} label={STUDIO_TEXTS.imagesOf(current.name || current.code)} />
        )
      )}
      {display?.kind === "range" && (
        <Group gap="xs" justify="center">
          <ActionIcon variant="default" size="lg" aria-label={STUDIO_TEXTS.previousFrame} onClick={() => step(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="view-frame">
            {STUDIO_TEXTS.frameOf(frame, display.low, display.high)}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label={STUDIO_TEXTS.nextFrame} onClick={() => step(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
