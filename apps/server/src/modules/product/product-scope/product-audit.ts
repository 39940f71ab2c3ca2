import type { Component } from "@atelier/domain/product/component.schema";
import type { ComponentRule } from "@atelier/domain/product/component-rule.schema";
import type { ComponentPackage } from "@atelier/domain/product/package.schema";
import type { Product } from "@atelier/domain/product/product.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import type { AuditWrite } from "../../../audit/audit-recorder";

// How the product area's resources appear in the audit trail: the resource type is the API's path word,
// the path the resource's own API path below /api/v1 (its history is read there).

export const productPath = (productId: string) => `product/${productId}`;
export const versionPath = (productId: string, versionId: string) => `${productPath(productId)}/version/${versionId}`;
export const packagePath = (productId: string, versionId: string, packageId: string) =>
  `${versionPath(productId, versionId)}/package/${packageId}`;
export const generatorPath = (productId: string, versionId: string, packageId: string, generatorId: string) =>
  `${packagePath(productId, versionId, packageId)}/generator/${generatorId}`;
export const componentPath = (productId: string, versionId: string, componentId: string) =>
  `${versionPath(productId, versionId)}/component/${componentId}`;

/** One write, with `before` null for a creation and `after` null for a removal. */
interface Change<T> {
  action: AuditAction;
  before: T | null;
  after: T | null;
}

function shownOf<T>(change: Change<T>): T {
  const shown = change.after ?? change.before;
  if (shown === null) throw new Error("an audit write needs the resource before or after it");
  return shown;
}

export function productAudit(change: Change<Product>): AuditWrite {
  const product = shownOf(change);
  return {
    resourceType: "product",
    resourceId: product.productId,
    resourcePath: productPath(product.productId),
    resourceLabel: product.name,
    ...change,
  };
}

/** A version is labelled by its product's style code and its own code and name: `SOFA v2 Autumn`. */
export function versionAudit(change: Change<Version>): AuditWrite {
  const version = shownOf(change);
  const label = `${version.product.styleCode} v${version.code}${version.name ? ` ${version.name}` : ""}`;
  return {
    resourceType: "version",
    resourceId: version.versionId,
    resourcePath: versionPath(version.productId, version.versionId),
    resourceLabel: label,
    ...change,
  };
}

export function packageAudit(
  ids: { productId: string; versionId: string },
  change: Change<Omit<ComponentPackage, "componentGeneratorsCount">>,
): AuditWrite {
  const item = shownOf(change);
  return {
    resourceType: "package",
    resourceId: item.componentPackageId,
    resourcePath: packagePath(ids.productId, ids.versionId, item.componentPackageId),
    resourceLabel: item.name,
    ...change,
  };
}

/** A component rule is labelled by its placement's code (what the Packages screen shows of it). */
export function generatorAudit(change: Change<ComponentRule>): AuditWrite {
  const rule = shownOf(change);
  const placement = rule.description.componentPlacement;
  return {
    resourceType: "generator",
    resourceId: rule.componentGeneratorId,
    resourcePath: generatorPath(rule.productId, rule.versionId, rule.componentPackageId, rule.componentGeneratorId),
    resourceLabel: placement.code || placement.name,
    ...change,
  };
}

/** What one generation did to a rule's components: one entry per generation, never one per component. */
export interface GenerationCounts {
  added: number;
  changed: number;
  removed: number;
}

export function generationAudit(rule: ComponentRule, counts: GenerationCounts): AuditWrite {
  return {
    ...generatorAudit({ action: "generate", before: null, after: rule }),
    before: null,
    after: { componentsAdded: counts.added, componentsChanged: counts.changed, componentsRemoved: counts.removed },
  };
}

export function componentAudit(change: Change<Component>): AuditWrite {
  const component = shownOf(change);
  return {
    resourceType: "component",
    resourceId: component.componentId,
    resourcePath: componentPath(component.productId, component.versionId, component.componentId),
    resourceLabel: component.code,
    ...change,
  };
}
