import type { Blueprint } from "@atelier/domain/customer/blueprint.schema";
import { Stack, Text } from "@mantine/core";
import { Bounds, OrbitControls, useBounds } from "@react-three/drei";
import { Canvas, useLoader } from "@react-three/fiber";
import { useQueries } from "@tanstack/react-query";
import { Suspense, useEffect, useMemo, useState } from "react";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withGltfDecoders } from "../../blades/product/three-component/gltf-decoders";
import { ModelErrorBoundary } from "../../blades/product/three-component/model-error-boundary";
import { assetUrl, isModelFileUrl, modelUrlFromProbe } from "../../blades/product/three-component/model-url";
import { RoomLighting } from "../../blades/product/three-component/room-lighting";
import { probeContentType } from "../../blades/product/three-component/use-model-source";
import { assetKeyManager, studioAssetUrl } from "./asset-key";
import classes from "./studio.module.css";
import { allPlacements } from "./studio-configuration";
import { STUDIO_TEXTS } from "./studio-texts";

/** Render limits (spec part 2, 9): a device pixel ratio of at most 2. */
const DPR_RANGE: [number, number] = [1, 2];
const BACKGROUND = "#f1f3f5";

/**
 * The models of the selected components, in placement order (each a URL or an asset name), a library
 * asset's address with the storefront key when the Studio has one.
 */
function selectedModels(blueprint: Blueprint, selections: Record<string, string>, key: string | undefined): string[] {
  return allPlacements(blueprint).flatMap((placement) => {
    const component = placement.components.find((candidate) => candidate.code === selections[placement.code]);
    return component?.model == null ? [] : [studioAssetUrl(assetUrl(component.model), key)];
  });
}

/** The files to load, by the 3D loading rule: a .gltf or .glb URL as it is, any other after a HEAD check. */
function useModelFiles(urls: readonly string[]): string[] {
  const probes = useQueries({
    queries: urls.map((url) => ({
      queryKey: ["model-probe", url],
      queryFn: () => probeContentType(url),
      enabled: !isModelFileUrl(url),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
  });
  return urls.flatMap((url, index) => {
    if (isModelFileUrl(url)) return [url];
    const probe = probes[index];
    return probe?.isSuccess ? [modelUrlFromProbe(url, probe.data)] : [];
  });
}

/**
 * One part's model where its file places it: the parts of a product are modelled in one frame of reference.
 * With a storefront key, the library files a .gltf names are asked for with the key too.
 */
function PartModel({ url, storefrontKey }: { url: string; storefrontKey: string | undefined }) {
  const gltf = useLoader(GLTFLoader, url, (loader) => {
    withGltfDecoders(loader);
    if (storefrontKey !== undefined) loader.manager = assetKeyManager(storefrontKey, window.location.origin);
  });
  const model = useMemo(() => gltf.scene.clone(), [gltf]);
  const bounds = useBounds();
  // Framed again once the part is in the scene (it suspends while loading, after the first fit).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when another model arrives
  useEffect(() => {
    bounds.refresh().clip().fit();
  }, [bounds, model]);
  return <primitive object={model} />;
}

/** Frames the camera on the parts again whenever the set of parts changes. */
function Refit({ layout }: { layout: string }) {
  const bounds = useBounds();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the parts change
  useEffect(() => {
    bounds.refresh().clip().fit();
  }, [bounds, layout]);
  return null;
}

interface ModelPreviewProps {
  blueprint: Blueprint;
  selections: Record<string, string>;
  /** The storefront key the Studio was opened with: library assets are read with it. */
  storefrontKey: string | undefined;
}

/**
 * The 3D preview of a ThreeD product: the selected components' models assembled under the component
 * viewer's lighting, with orbit controls. A part that fails to load is left out and said so.
 */
export function ModelPreview({ blueprint, selections, storefrontKey }: ModelPreviewProps) {
  const urls = selectedModels(blueprint, selections, storefrontKey);
  const files = useModelFiles(urls);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  if (urls.length === 0) return <Text size="sm">{STUDIO_TEXTS.noModels}</Text>;
  const shown = files.filter((file) => !failed.has(file));
  return (
    <Stack gap={4}>
      <div className={classes.model} data-testid="studio-model">
        <Canvas
          dpr={DPR_RANGE}
          gl={{ antialias: true }}
          camera={{ position: [0.7, 0.45, 1], fov: 40 }}
          role="img"
          aria-label={STUDIO_TEXTS.model}
        >
          <color attach="background" args={[BACKGROUND]} />
          <RoomLighting />
          <Bounds fit clip observe margin={1.2} maxDuration={0.5}>
            {shown.map((file) => (
              <ModelErrorBoundary key={file} onError={() => setFailed((current) => new Set(current).add(file))}>
                <Suspense fallback={null}>
                  <PartModel url={file} storefrontKey={storefrontKey} />
                </Suspense>
              </ModelErrorBoundary>
            ))}
            <Refit layout={shown.join("|")} />
          </Bounds>
          <OrbitControls makeDefault />
        </Canvas>
      </div>
      {failed.size > 0 && (
        <Text size="xs" c="red.9" role="status">
          {STUDIO_TEXTS.modelFailed(failed.size)}
        </Text>
      )}
    </Stack>
  );
}
