import { bladeKind } from "../../app/workspace/blade-kind";
import { APPLET_BLADES } from "./applets/applet-blades";

/** The settings area's blade kinds (spec part 3, "Settings panel"): the panel, its two forms, and the applets'. */
export const SETTINGS_BLADES = {
  EditSettings: bladeKind("Settings", { size: "medium", singleton: true }),
  EditRecipeSettings: bladeKind("Recipe Settings", { size: "large", singleton: true }),
  EditGlobalData: bladeKind("Global Settings", { size: "large", singleton: true }),
  ...APPLET_BLADES,
};

export type SettingsBladeKind = keyof typeof SETTINGS_BLADES;
