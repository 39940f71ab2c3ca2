import type { Applet } from "@atelier/domain/settings/applet.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";

/** An applet's write as the audit trail keeps it: resource `app`, path `app/{appletId}`. */
export function appletAuditWrite(
  action: AuditWrite["action"],
  before: Applet | null,
  after: Applet | null,
): AuditWrite {
  const applet = after ?? before;
  if (!applet) throw new Error("an applet audit write needs the applet before or after");
  return {
    resourceType: "app",
    resourceId: applet.appletId,
    resourcePath: `app/${applet.appletId}`,
    resourceLabel: applet.name,
    action,
    before,
    after,
  };
}
