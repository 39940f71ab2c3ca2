import { Bounds } from "@react-three/drei";
import { type ModelLoad, ModelRow } from "./model-row";
import type { RenderStats } from "./scene-stats";
import { ViewSettings } from "./view-settings";
import type { ViewToggles } from "./view-toggles";
import { ViewerCanvas } from "./viewer-canvas";

interface ModelViewerProps {
  urls: readonly string[];
  toggles: ViewToggles;
  onLoad: (url: string, load: ModelLoad) => void;
  onStats: (stats: RenderStats) => void;
}

/** The component's models in a row, framed automatically, with the view toggles applied. */
export function ModelViewer({ urls, toggles, onLoad, onStats }: ModelViewerProps) {
  return (
    <ViewerCanvas label="3D model" testId="model-canvas" onStats={onStats}>
      <ViewSettings toggles={toggles} />
      <Bounds fit clip observe margin={1.2} maxDuration={0.5}>
        <ModelRow urls={urls} toggles={toggles} onLoad={onLoad} />
      </Bounds>
    </ViewerCanvas>
  );
}
