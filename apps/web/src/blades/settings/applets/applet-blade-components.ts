import { type BladeComponent, lazyBlade } from "../../../app/workspace/blade-kind";
import type { AppletBladeKind } from "./applet-blades";

/** The components of the applets' blade kinds (applet-blades.ts), each loaded on its first open. */
export const APPLET_BLADE_COMPONENTS: Record<AppletBladeKind, BladeComponent> = {
  Applets: lazyBlade(() => import("./applets.blade").then((m) => m.AppletsBlade)),
  EditApplet: lazyBlade(() => import("./edit-applet.blade").then((m) => m.EditAppletBlade)),
};
