import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";
import type { NotBuiltKind } from "./not-built/not-built-blades";

/** The typed links of the workspace's blades, and of the areas not built yet. */
export const workspaceLinks = {
  whatsNew: (): BladeLink => bladeLink("WhatsNew", "list"),
  /** A blade of an area not built yet, which says so; none takes an item. */
  notBuilt: (kind: NotBuiltKind): BladeLink => bladeLink(kind, "list"),
  applet: ({ appletId }: { appletId: string }): BladeLink => bladeLink("EditApplet", "edit", appletId),
};
