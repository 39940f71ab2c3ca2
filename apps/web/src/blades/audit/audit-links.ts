import { type BladeLink, bladeLink } from "../../app/workspace/blade-link";

/** The typed links of the audit trail's blades. */
export const auditLinks = {
  activity: (): BladeLink => bladeLink("Activity", "list"),
};
