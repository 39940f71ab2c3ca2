import { bladeKind } from "../../../app/workspace/blade-kind";

/** The applets' blade kinds (spec part 3, "Applets"): the list, opened from the Settings panel, and EditApplet. */
export const APPLET_BLADES = {
  Applets: bladeKind("Applets", { size: "medium", singleton: true }),
  EditApplet: bladeKind("Applet", { size: "large" }),
};

export type AppletBladeKind = keyof typeof APPLET_BLADES;
