import { ACCOUNT_BLADE_COMPONENTS } from "../../blades/account/account-blade-components";
import { ANALYTICS_BLADE_COMPONENTS } from "../../blades/analytics/analytics-blade-components";
import { ASSET_BLADE_COMPONENTS } from "../../blades/asset/asset-blade-components";
import { AUDIT_BLADE_COMPONENTS } from "../../blades/audit/audit-blade-components";
import { CATALOGUE_BLADE_COMPONENTS } from "../../blades/catalogue/catalogue-blade-components";
import { DATA_BLADE_COMPONENTS } from "../../blades/data/data-blade-components";
import { JOBS_BLADE_COMPONENTS } from "../../blades/jobs/jobs-blade-components";
import { ORDER_BLADE_COMPONENTS } from "../../blades/order/order-blade-components";
import { PRODUCT_BLADE_COMPONENTS } from "../../blades/product/product-blade-components";
import { SETTINGS_BLADE_COMPONENTS } from "../../blades/settings/settings-blade-components";
import { NotBuiltBlade, WORKSPACE_BLADE_COMPONENTS } from "../../blades/workspace/workspace-blade-components";
import type { BladeComponent } from "./blade-kind";
import type { BladeKind } from "./blade-kinds";

/**
 * The components of the built blade kinds, from the areas' lists; every other kind shows the NotBuilt
 * blade. Apart from blade-kinds.ts, so that the blade stack's state does not import the blades.
 */
const BLADE_COMPONENTS: Partial<Record<BladeKind, BladeComponent>> = {
  ...WORKSPACE_BLADE_COMPONENTS,
  ...PRODUCT_BLADE_COMPONENTS,
  ...CATALOGUE_BLADE_COMPONENTS,
  ...ACCOUNT_BLADE_COMPONENTS,
  ...SETTINGS_BLADE_COMPONENTS,
  ...AUDIT_BLADE_COMPONENTS,
  ...JOBS_BLADE_COMPONENTS,
  ...ORDER_BLADE_COMPONENTS,
  ...ANALYTICS_BLADE_COMPONENTS,
  ...ASSET_BLADE_COMPONENTS,
  ...DATA_BLADE_COMPONENTS,
};

export function bladeComponent(kind: BladeKind): BladeComponent {
  return BLADE_COMPONENTS[kind] ?? NotBuiltBlade;
}
