import type { ViewerImage } from "@atelier/domain/product/view-images";
import { useState } from "react";
import classes from "./studio.module.css";

/**
 * One view's layers stacked bottom first. A layer whose image fails to load leaves the stack, so a
 * missing image of one placement does not hide the others.
 */
export function ViewStage({ layers, label }: { layers: readonly ViewerImage[]; label: string }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = layers.filter((layer) => !failed.has(layer.url));
  return (
    <div className={classes.stage} role="img" aria-label={label} data-testid="view-stage">
      {shown.map((layer) => (
        <img
          key={layer.url}
          className={classes.layer}
          src={layer.url}
          alt=""
          data-testid="view-layer"
          data-name={layer.name}
          onError={() => setFailed((current) => new Set(current).add(layer.url))}
        />
      ))}
    </div>
  );
}
