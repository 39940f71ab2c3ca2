import { type BladeComponent, lazyBlade } from "../../app/workspace/blade-kind";
import type { AuditBladeKind } from "./audit-blades";

/** The components of the audit trail's blade kinds (audit-blades.ts), each loaded on its first open. */
export const AUDIT_BLADE_COMPONENTS = {
  Activity: lazyBlade(() => import("./activity/activity.blade").then((m) => m.ActivityBlade)),
} satisfies Record<AuditBladeKind, BladeComponent>;
