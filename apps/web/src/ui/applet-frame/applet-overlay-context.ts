import type { Applet } from "@atelier/domain/settings/applet.schema";
import { createContext, useContext } from "react";

/** An applet to show in the overlay frame, with the model of the screen that opened it. */
export interface ShownApplet {
  applet: Pick<Applet, "appletId" | "name">;
  model: Readonly<Record<string, string>>;
}

/** `showApplet` (spec part 1, store actions): opens the overlay frame over the workspace. */
export const AppletOverlayContext = createContext<((shown: ShownApplet) => void) | null>(null);

export function useShowApplet(): (shown: ShownApplet) => void {
  const show = useContext(AppletOverlayContext);
  if (!show) throw new Error("useShowApplet needs an AppletOverlayProvider");
  return show;
}
