import type { BatchEditCommand } from "@atelier/domain/data/batch-edit/batch-edit-command.schema";

/** What the activation tool's form holds: the action, global or a site (by code), and an optional day. */
export interface ActivationChoice {
  op: "activate" | "deactivate";
  /** A site's code, or null for the global scope. */
  site: string | null;
  /** YYYY-MM-DD, or null. */
  activeFrom: string | null;
}

/** The one edit command of the activation tool: over every entry of the batch (both lists, no condition). */
export function activationCommand({ op, site, activeFrom }: ActivationChoice): BatchEditCommand {
  return {
    op,
    scope: site === null ? { kind: "global" } : { kind: "site", site },
    ...(activeFrom === null ? {} : { activeFrom }),
    target: { kind: "both", where: [] },
  };
}
