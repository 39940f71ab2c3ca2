import { OrbitControls } from "@react-three/drei";
import { Canvas } from "@react-three/fiber";
import type { ReactNode } from "react";
import { RoomLighting } from "./room-lighting";
import type { RenderStats } from "./scene-stats";
import { StatsProbe } from "./stats-probe";

/** Render limits (spec part 2, 9): a device pixel ratio of at most 2. */
const DPR_RANGE: [number, number] = [1, 2];
const BACKGROUND = "#e9ecef";

interface ViewerCanvasProps {
  /** The canvas's accessible name, e.g. '3D model'. */
  label: string;
  testId: string;
  onStats: (stats: RenderStats) => void;
  /** The models, framed (drei's Bounds) as the viewer wants them. */
  children: ReactNode;
}

/**
 * The 3D viewer's canvas: local image-based lighting, orbit controls and render stats around `children`.
 * Anti-aliasing is the browser's multisampling of the canvas (4 samples in Chromium;
 * docs/decisions/web-three-component-viewer.md).
 */
export function ViewerCanvas({ label, testId, onStats, children }: ViewerCanvasProps) {
  return (
    <Canvas
      dpr={DPR_RANGE}
      gl={{ antialias: true }}
      camera={{ position: [0.7, 0.45, 1], fov: 40 }}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      <color attach="background" args={[BACKGROUND]} />
      <RoomLighting />
      {children}
      <OrbitControls makeDefault />
      <StatsProbe onStats={onStats} />
    </Canvas>
  );
}
