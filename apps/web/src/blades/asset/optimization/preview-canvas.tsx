import { Bounds } from "@react-three/drei";
import { Suspense } from "react";
import { ModelErrorBoundary } from "../../product/three-component/model-error-boundary";
import type { RenderStats } from "../../product/three-component/scene-stats";
import { ViewerCanvas } from "../../product/three-component/viewer-canvas";
import { PreviewModel } from "./preview-model";

interface PreviewCanvasProps {
  url: string;
  /** The canvas's accessible name, e.g. 'Original model'. */
  label: string;
  onLoaded: () => void;
  onFailed: (error: unknown) => void;
  onStats: (stats: RenderStats) => void;
}

/** One side of the preview: the 3D viewer's lighting and orbit controls around one model, framed. */
export function PreviewCanvas({ url, label, onLoaded, onFailed, onStats }: PreviewCanvasProps) {
  return (
    <ViewerCanvas label={label} testId="preview-canvas" onStats={onStats}>
      <Bounds fit clip observe margin={1.2} maxDuration={0.3}>
        <ModelErrorBoundary onError={onFailed}>
          <Suspense fallback={null}>
            <PreviewModel url={url} onLoaded={onLoaded} />
          </Suspense>
        </ModelErrorBoundary>
      </Bounds>
    </ViewerCanvas>
  );
}
