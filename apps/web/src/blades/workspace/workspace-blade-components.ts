import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { WorkspaceBladeKind } from "./workspace-blades";

/** The components of the workspace area's blade kinds (workspace-blades.ts), each loaded on its first open. */
export const WORKSPACE_BLADE_COMPONENTS = {
  WhatsNew: lazyBlade(() => import("./whats-new/whats-new.blade").then((m) => m.WhatsNewBlade)),
} satisfies Record<WorkspaceBladeKind, BladeComponent>;

/** The one blade of every kind whose area is not built yet (not-built/not-built-blades.ts). */
export const NotBuiltBlade = lazyBlade(() => import("./not-built/not-built.blade").then((m) => m.NotBuiltBlade));
