import { type BladeLink, bladeLink, type EditorLinks } from "../../../app/workspace/blade-link";

/** The typed links of the applets' blades: the Settings panel opens the list (administrators). */
export const appletLinks = {
  applets: (): BladeLink => bladeLink("Applets", "list"),
  applet: {
    add: () => bladeLink("EditApplet", "new"),
    edit: (appletId: string) => bladeLink("EditApplet", "edit", appletId),
  } satisfies EditorLinks,
};
