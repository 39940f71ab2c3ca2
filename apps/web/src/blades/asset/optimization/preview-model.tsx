import { useBounds } from "@react-three/drei";
import { useLoader } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import { Box3, Vector3 } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { withGltfDecoders } from "../../product/three-component/gltf-decoders";

/**
 * One model of the preview, standing on the ground plane and centred on its footprint, read with the
 * decoders an optimised file may need. Suspends while loading; a failure goes to the error boundary.
 */
export function PreviewModel({ url, onLoaded }: { url: string; onLoaded: () => void }) {
  const gltf = useLoader(GLTFLoader, url, withGltfDecoders);
  const model = useMemo(() => gltf.scene.clone(), [gltf]);
  const offset = useMemo(() => {
    const box = new Box3().setFromObject(model);
    const center = box.getCenter(new Vector3());
    return [-center.x, -box.min.y, -center.z] as const;
  }, [model]);
  const bounds = useBounds();

  useEffect(() => {
    bounds.refresh().clip().fit();
    onLoaded();
  }, [bounds, onLoaded]);

  return (
    <group position={offset}>
      <primitive object={model} />
    </group>
  );
}
