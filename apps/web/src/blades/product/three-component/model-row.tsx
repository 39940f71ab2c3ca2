import { useBounds } from "@react-three/drei";
import { Suspense, useEffect, useState } from "react";
import { LoadedModel } from "./loaded-model";
import { ModelErrorBoundary } from "./model-error-boundary";
import { rowPositions } from "./row-layout";
import type { ViewToggles } from "./view-toggles";

/** How loading a model ended. */
export type ModelLoad = { status: "loaded" } | { status: "failed"; error: unknown };

interface ModelRowProps {
  /** The models' files, shown side by side in this order. */
  urls: readonly string[];
  toggles: ViewToggles;
  onLoad: (url: string, load: ModelLoad) => void;
}

/** The models standing side by side; the camera frames them again whenever the row changes. */
export function ModelRow({ urls, toggles, onLoad }: ModelRowProps) {
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(new Map());
  const slots = urls.map((url, index) => `${index}:${url}`);
  const slotWidths = slots.map((slot) => widths.get(slot));
  const positions = rowPositions(slotWidths.map((width) => width ?? 0));
  const bounds = useBounds();
  const layout = slots.map((slot, index) => `${slot}:${slotWidths[index] ?? "loading"}`).join("|");

  // `layout` names what is shown and how wide, so the row is framed again when a model arrives or goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit on layout changes only
  useEffect(() => {
    bounds.refresh().clip().fit();
  }, [bounds, layout]);

  return slots.map((slot, index) => {
    const url = urls[index] ?? "";
    return (
      <ModelErrorBoundary key={slot} onError={(error) => onLoad(url, { status: "failed", error })}>
        <Suspense fallback={null}>
          <LoadedModel
            url={url}
            x={positions[index] ?? 0}
            toggles={toggles}
            onLoaded={(width) => {
              setWidths((previous) => new Map(previous).set(slot, width));
              onLoad(url, { status: "loaded" });
            }}
          />
        </Suspense>
      </ModelErrorBoundary>
    );
  });
}
