import { bladeKind } from "../../app/workspace/blade-kind";

/** The workspace's own blade kinds. */
export const WORKSPACE_BLADES = {
  WhatsNew: bladeKind("What's new", { size: "medium", singleton: true }),
};

export type WorkspaceBladeKind = keyof typeof WORKSPACE_BLADES;
