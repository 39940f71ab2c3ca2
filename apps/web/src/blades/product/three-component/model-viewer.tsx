import { Bounds, OrbitControls } from "@react-three/drei";
import { Canvas } from "@react-three/fiber";
import { type ModelLoad, ModelRow } from "./model-row";
import { RoomLighting } from "./room-lighting";
import type { RenderStats } from "./scene-stats";
import { StatsProbe } from "./stats-probe";
import { ViewSettings } from "./view-settings";
import type { ViewToggles } from "./view-toggles";

/** Render limits (spec part 2, 9): a device pixel ratio of at most 2. */
const DPR_RANGE: [number, number] = [1, 2];
const BACKGROUND = "#e9ecef";

interface ModelViewerProps {
  urls: readonly string[];
  toggles: ViewToggles;
  onLoad: (url: string, load: ModelLoad) => void;
  onStats: (stats: RenderStats) => void;
}

/**
 * The 3D canvas: the models under local image-based lighting, framed automatically, with orbit
 * controls. Anti-aliasing is the browser's multisampling of the canvas (4 samples in Chromium;
 * docs/decisions/web-three-component-viewer.md).
 */
export function ModelViewer({ urls, toggles, onLoad, onStats }: ModelViewerProps) {
  return (
    <Canvas
      dpr={DPR_RANGE}
      gl={{ antialias: true }}
      camera={{ position: [0.7, 0.45, 1], fov: 40 }}
      role="img"
      aria-label="3D model"
      data-testid="model-canvas"
    >
      <color attach="background" args={[BACKGROUND]} />
      <RoomLighting />
      <ViewSettings toggles={toggles} />
      <Bounds fit clip observe margin={1.2} maxDuration={0.5}>
        <ModelRow urls={urls} toggles={toggles} onLoad={onLoad} />
      </Bounds>
      <OrbitControls makeDefault />
      <StatsProbe onStats={onStats} />
    </Canvas>
  );
}
