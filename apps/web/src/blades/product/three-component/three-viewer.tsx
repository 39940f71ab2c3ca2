import type { Component } from "@atelier/domain/product/component.schema";
import { Badge, CloseButton, Group, Stack } from "@mantine/core";
import { useCallback, useState } from "react";
import { useComponent } from "../../../api/product/component";
import { isLoading, ModelNotice, type ModelProgress } from "./model-notices";
import type { ModelLoad } from "./model-row";
import { ModelStage } from "./model-stage";
import { assetUrl, modelAssetName } from "./model-url";
import { ModelViewer } from "./model-viewer";
import { PreviewWithPicker } from "./preview-with-picker";
import type { RenderStats } from "./scene-stats";
import { THREE_COMPONENT_TEXTS } from "./three-component-texts";
import { type ModelSource, useModelSource } from "./use-model-source";
import { ViewToggleChips } from "./view-toggle-chips";
import { DEFAULT_VIEW_TOGGLES, setViewToggle } from "./view-toggles";

/** The URL of a component's model, or null when it has none. */
function modelUrlOf(component: Component | undefined): string | null {
  const name = component === undefined ? null : modelAssetName(component);
  return name === null ? null : assetUrl(name);
}

/**
 * The 3D model viewer (spec part 2, "3D model viewer"): the component's model, optionally another
 * component's beside it, the view toggles and the render stats.
 */
export function ThreeViewer({ component }: { component: Component }) {
  const { productId, versionId, componentId } = component;
  const [toggles, setToggles] = useState(DEFAULT_VIEW_TOGGLES);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [stats, setStats] = useState<RenderStats | null>(null);
  const [loads, setLoads] = useState<ReadonlyMap<string, ModelLoad>>(new Map());
  const other = useComponent(productId, versionId, otherId ?? undefined);
  const otherShown = otherId === null ? undefined : other.data;
  const mainSource = useModelSource(modelUrlOf(component));
  const otherSource = useModelSource(modelUrlOf(otherShown));
  const onLoad = useCallback((url: string, load: ModelLoad) => setLoads((map) => new Map(map).set(url, load)), []);

  const progressOf = (code: string, main: boolean, source: ModelSource): ModelProgress => ({
    code,
    main,
    source,
    load: source.status === "ready" ? loads.get(source.url) : undefined,
  });
  const progress = [progressOf(component.code, true, mainSource)];
  if (otherShown !== undefined) progress.push(progressOf(otherShown.code, false, otherSource));
  // A model that failed leaves the canvas; its notice says why.
  const urls = progress.flatMap(({ source, load }) =>
    source.status === "ready" && load?.status !== "failed" ? [source.url] : [],
  );

  return (
    <Stack gap="xs" data-testid="three-viewer">
      <Group justify="space-between" gap="xs">
        <ViewToggleChips
          toggles={toggles}
          onToggle={(toggle, on) => setToggles((now) => setViewToggle(now, toggle, on))}
        />
        <Group gap="xs">
          {otherShown !== undefined && (
            <Badge
              variant="light"
              size="lg"
              tt="none"
              data-testid="preview-with"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={THREE_COMPONENT_TEXTS.stopPreviewWith(otherShown.code)}
                  onClick={() => setOtherId(null)}
                />
              }
            >
              {otherShown.code}
            </Badge>
          )}
          <PreviewWithPicker
            productId={productId}
            versionId={versionId}
            componentId={componentId}
            onPick={setOtherId}
          />
        </Group>
      </Group>
      {progress.map((entry) => (
        <ModelNotice key={entry.main ? "main" : "other"} progress={entry} />
      ))}
      {urls.length > 0 && (
        <ModelStage
          loading={progress.some(isLoading)}
          loadingText={THREE_COMPONENT_TEXTS.loadingModel}
          stats={stats}
          testId="model-stage"
        >
          <ModelViewer urls={urls} toggles={toggles} onLoad={onLoad} onStats={setStats} />
        </ModelStage>
      )}
    </Stack>
  );
}
