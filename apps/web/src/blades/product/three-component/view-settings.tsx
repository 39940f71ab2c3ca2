import { useThree } from "@react-three/fiber";
import { useEffect, useMemo } from "react";
import { ACESFilmicToneMapping, NeutralToneMapping, NoToneMapping, type ToneMapping } from "three";
import { createOrientationMaterial, createUvCheckerMaterial } from "./debug-materials";
import { debugViewOf, type ToneMappingChoice, toneMappingOf, type ViewToggles } from "./view-toggles";

const TONE_MAPPINGS: Record<ToneMappingChoice, ToneMapping> = {
  ACES: ACESFilmicToneMapping,
  Neutral: NeutralToneMapping,
  Standard: NoToneMapping,
};

/** The renderer's tone mapping and the debug view drawn over every mesh, from the toggles. */
export function ViewSettings({ toggles }: { toggles: ViewToggles }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const toneMapping = toneMappingOf(toggles);
  const debugView = debugViewOf(toggles);
  const wireframe = toggles.Wireframe;
  const materials = useMemo(() => ({ UVs: createUvCheckerMaterial(), Orientation: createOrientationMaterial() }), []);

  useEffect(
    () => () => {
      materials.UVs.map?.dispose();
      materials.UVs.dispose();
      materials.Orientation.dispose();
    },
    [materials],
  );

  // Three rebuilds the materials' shaders when the renderer's tone mapping changes.
  useEffect(() => {
    gl.toneMapping = TONE_MAPPINGS[toneMapping];
  }, [gl, toneMapping]);

  useEffect(() => {
    const override = debugView === null ? null : materials[debugView];
    if (override !== null) override.wireframe = wireframe;
    scene.overrideMaterial = override;
    return () => {
      scene.overrideMaterial = null;
    };
  }, [scene, materials, debugView, wireframe]);

  return null;
}
