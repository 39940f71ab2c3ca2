import { bladeKind } from "../../app/workspace/blade-kind";

/** The audit trail's blade kinds: the company's Activity, for administrators. */
export const AUDIT_BLADES = {
  Activity: bladeKind("Activity", { size: "large", singleton: true }),
};

export type AuditBladeKind = keyof typeof AUDIT_BLADES;
