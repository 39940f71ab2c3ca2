import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import { APPLET_BLADE_COMPONENTS } from "./applets/applet-blade-components";
import type { SettingsBladeKind } from "./settings-blades";

/** The components of the settings area's blade kinds (settings-blades.ts), each loaded on its first open. */
export const SETTINGS_BLADE_COMPONENTS = {
  EditSettings: lazyBlade(() => import("./panel/settings.blade").then((m) => m.SettingsBlade)),
  EditRecipeSettings: lazyBlade(() =>
    import("./recipe-settings/edit-recipe-settings.blade").then((m) => m.EditRecipeSettingsBlade),
  ),
  EditGlobalData: lazyBlade(() => import("./global-data/edit-global-data.blade").then((m) => m.EditGlobalDataBlade)),
  ...APPLET_BLADE_COMPONENTS,
} satisfies Record<SettingsBladeKind, BladeComponent>;
