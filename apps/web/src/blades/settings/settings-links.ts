import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the settings area's blades (the applets' are in applets/applet-links.ts). */
export const settingsLinks = {
  settings: (): BladeLink => bladeLink("EditSettings", "list"),
  recipeSettings: (): BladeLink => bladeLink("EditRecipeSettings", "edit"),
  globalData: (): BladeLink => bladeLink("EditGlobalData", "edit"),
};
