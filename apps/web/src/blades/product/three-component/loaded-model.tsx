import { useLoader } from "@react-three/fiber";
import { useEffect, useEffectEvent, useLayoutEffect, useMemo } from "react";
import { Box3, Vector3 } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withGltfDecoders } from "./gltf-decoders";
import { applyMaterialToggles } from "./material-toggles";
import type { ViewToggles } from "./view-toggles";

interface LoadedModelProps {
  url: string;
  /** Where the model's centre stands along X. */
  x: number;
  toggles: ViewToggles;
  /** Called once the model is loaded, with its width along X. */
  onLoaded: (width: number) => void;
}

/**
 * One glTF model (Meshopt or Draco compressed ones too), centred on its footprint and standing on the ground plane, with the maps the toggles
 * allow. Suspends while loading; a failure is thrown to the error boundary around it.
 */
export function LoadedModel({ url, x, toggles, onLoaded }: LoadedModelProps) {
  const gltf = useLoader(GLTFLoader, url, withGltfDecoders);
  // The loader caches its result: each viewer places its own copy (materials stay shared).
  const model = useMemo(() => gltf.scene.clone(), [gltf]);
  const frame = useMemo(() => {
    const box = new Box3().setFromObject(model);
    const size = box.getSize(new Vector3());
    const center = box.getCenter(new Vector3());
    return {
      width: size.x,
      largest: Math.max(size.x, size.y, size.z),
      offset: [-center.x, -box.min.y, -center.z] as const,
    };
  }, [model]);
  const { AO: ao, Bump: bump, Diffuse: diffuse, Wireframe: wireframe } = toggles;

  useLayoutEffect(() => {
    applyMaterialToggles(model, { ao, bump, diffuse, wireframe });
  }, [model, ao, bump, diffuse, wireframe]);

  const loaded = useEffectEvent(onLoaded);
  useEffect(() => loaded(frame.width), [frame]);

  return (
    <group position={[x, 0, 0]}>
      <group position={frame.offset}>
        <primitive object={model} />
        {/* The model's own axes (X red, Y green, Z blue) at its origin, in their colours under the debug view. */}
        {toggles.Orientation && <axesHelper args={[frame.largest * 0.6]} material-allowOverride={false} />}
      </group>
    </group>
  );
}
