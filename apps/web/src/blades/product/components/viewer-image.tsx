import type { ViewerImage as Image } from "@atelier/domain/product/view-images";
import { Anchor, Stack } from "@mantine/core";
import { useState } from "react";
import { withCheckerboard } from "../../../ui/checkerboard";
import { COMPONENT_TEXTS } from "./component-texts";
import classes from "./image-viewer.module.css";

interface ViewerImageProps {
  image: Image;
  /** Drawn behind the image, when the view names a background component and the toggle is on. */
  background: Image | null;
  checkers: boolean;
  showLink: boolean;
}

/** One image of a view, over the checkerboard and the background; says so when the image is missing. */
export function ViewerImage({ image, background, checkers, showLink }: ViewerImageProps) {
  // Kept per URL, so stepping to another frame tries again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [failedBackground, setFailedBackground] = useState<string | null>(null);
  const missing = image.url === "" || failedUrl === image.url;
  return (
    <Stack gap={4}>
      <div
        className={withCheckerboard(classes.stage, checkers)}
        data-checkers={checkers || undefined}
        data-testid="viewer-stage"
      >
        {background !== null && failedBackground !== background.url && (
          <img
            className={classes.layer}
            src={background.url}
            alt=""
            data-testid="viewer-background"
            onError={() => setFailedBackground(background.url)}
          />
        )}
        {missing ? (
          <div className={classes.missing} data-testid="viewer-missing">
            {COMPONENT_TEXTS.imageNotFound(image.name)}
          </div>
        ) : (
          <img
            className={classes.layer}
            src={image.url}
            alt={image.name}
            data-testid="viewer-image"
            onError={() => setFailedUrl(image.url)}
          />
        )}
      </div>
      {showLink && image.url !== "" && (
        <Anchor
          href={image.url}
          target="_blank"
          rel="noopener"
          size="xs"
          className={classes.link}
          data-testid="viewer-link"
        >
          {image.url}
        </Anchor>
      )}
    </Stack>
  );
}
