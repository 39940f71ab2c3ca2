import { appletPageAddress } from "@atelier/domain/settings/applet-model";
import { Modal } from "@mantine/core";
import { type ReactNode, useCallback, useState } from "react";
import { APPLET_FRAME_TEXTS } from "./applet-frame-texts";
import classes from "./applet-overlay.module.css";
import { AppletOverlayContext, type ShownApplet } from "./applet-overlay-context";

/**
 * What the sandboxed frame may do (docs/decisions/applets-sandbox.md): run its scripts, use forms and open
 * popups, never as the workspace's origin. The server's policy on the files says the same.
 */
export const APPLET_FRAME_SANDBOX = "allow-scripts allow-forms allow-popups";

/**
 * The applet overlay frame (spec part 1, section 1): the applet's page at /api/v1/app/{appletId}/index.html
 * with its model as query parameters, in a full-size overlay titled with its name, closed by its button or
 * Escape.
 */
export function AppletOverlayProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownApplet | null>(null);
  const show = useCallback((next: ShownApplet) => setShown(next), []);
  return (
    <AppletOverlayContext.Provider value={show}>
      {children}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        fullScreen
        title={shown?.applet.name}
        closeButtonProps={{ "aria-label": APPLET_FRAME_TEXTS.close }}
        classNames={{ body: classes.body, content: classes.content }}
        data-testid="applet-overlay"
      >
        {shown && (
          <iframe
            className={classes.frame}
            title={APPLET_FRAME_TEXTS.frameTitle(shown.applet.name)}
            src={appletPageAddress(shown.applet.appletId, shown.model)}
            sandbox={APPLET_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            data-testid="applet-frame"
          />
        )}
      </Modal>
    </AppletOverlayContext.Provider>
  );
}
