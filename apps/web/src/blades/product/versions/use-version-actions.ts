import type { ProductExportKind } from "@atelier/domain/product/export.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { useExportProduct } from "../../../api/product/product-export";
import { useCloneVersion, useCreateVersion } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeLink } from "../../../app/workspace/blade-link";
import { productLinks, type VersionIds } from "../product-links";

/** The blades of a version's parts that the editor opens, stacked on it. */
const VERSION_PARTS = {
  EditVersionRules: productLinks.editVersionRules,
  EditVersionViews: productLinks.editVersionViews,
  EditVersionGroups: productLinks.editVersionGroups,
  EditPackages: productLinks.editPackages,
  Components: productLinks.components,
} satisfies Record<string, (ids: VersionIds) => BladeLink>;
export type VersionPart = keyof typeof VERSION_PARTS;

/** The version editor's actions on the saved version: open its blades, branch, clone, export. */
export function useVersionActions(version: Version, bladeId: string) {
  const { productId, versionId } = version;
  const { open } = useBlades();
  const create = useCreateVersion();
  const clone = useCloneVersion();
  const exportProduct = useExportProduct();
  /** Opens a blade of this version (rules, views, groups, packages, components) stacked on the editor. */
  const openPart = (part: VersionPart) => open(VERSION_PARTS[part]({ productId, versionId }), { parentId: bladeId });

  const branch = () =>
    create.mutate(
      { productId, parentVersionId: versionId },
      {
        onSuccess: (branched) =>
          open(productLinks.editVersion({ productId, versionId: branched.versionId }), { parentId: bladeId }),
      },
    );

  /** The clone is a new product: its editor opens, with the cloned version's editor stacked on it. */
  const cloneVersion = (components: boolean) =>
    clone.mutate(
      { productId, versionId, components },
      {
        onSuccess: (result) => {
          const productBladeId = open(productLinks.editProduct(result));
          open(productLinks.editVersion(result), { parentId: productBladeId });
        },
      },
    );

  const exportAs = (kind: ProductExportKind) => exportProduct.mutate({ productId, versionId, kind });

  return {
    openPart,
    branch,
    cloneVersion,
    exportAs,
    pending: create.isPending || clone.isPending || exportProduct.isPending,
    error: create.error ?? clone.error ?? exportProduct.error,
  };
}
