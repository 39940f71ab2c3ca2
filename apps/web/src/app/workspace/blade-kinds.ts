import { ACCOUNT_BLADES } from "../../blades/account/account-blades";
import { ANALYTICS_BLADES } from "../../blades/analytics/analytics-blades";
import { ASSET_BLADES } from "../../blades/asset/asset-blades";
import { AUDIT_BLADES } from "../../blades/audit/audit-blades";
import { CATALOGUE_BLADES } from "../../blades/catalogue/catalogue-blades";
import { DATA_BLADES } from "../../blades/data/data-blades";
import { JOBS_BLADES } from "../../blades/jobs/jobs-blades";
import { ORDER_BLADES } from "../../blades/order/order-blades";
import { PRODUCT_BLADES } from "../../blades/product/product-blades";
import { SETTINGS_BLADES } from "../../blades/settings/settings-blades";
import { NOT_BUILT_BLADES } from "../../blades/workspace/not-built/not-built-blades";
import { WORKSPACE_BLADES } from "../../blades/workspace/workspace-blades";
import type { BladeKindInfo } from "./blade-kind";

/**
 * Every blade kind of spec part 1 section 2.2, from the areas' lists (blades/<area>/<area>-blades.ts);
 * their components are in blade-components.ts.
 */
const BLADE_KINDS = {
  ...WORKSPACE_BLADES,
  ...PRODUCT_BLADES,
  ...CATALOGUE_BLADES,
  ...ACCOUNT_BLADES,
  ...SETTINGS_BLADES,
  ...AUDIT_BLADES,
  ...JOBS_BLADES,
  ...ORDER_BLADES,
  ...ANALYTICS_BLADES,
  ...ASSET_BLADES,
  ...DATA_BLADES,
  ...NOT_BUILT_BLADES,
} satisfies Record<string, BladeKindInfo>;

export type BladeKind = keyof typeof BLADE_KINDS;

/** Every blade kind's name, in the order of the areas' lists. */
export function allBladeKinds(): BladeKind[] {
  return Object.keys(BLADE_KINDS) as BladeKind[];
}

export function isBladeKind(value: string): value is BladeKind {
  return Object.hasOwn(BLADE_KINDS, value);
}

export function bladeKindInfo(kind: BladeKind): BladeKindInfo {
  return BLADE_KINDS[kind];
}
