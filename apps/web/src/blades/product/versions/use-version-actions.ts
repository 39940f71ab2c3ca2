import type { ProductExportKind } from "@atelier/domain/product/export.schema";
import type { Version } from "@atelier/domain/product/version.schema";
import { useExportProduct } from "../../../api/product/product-export";
import { useCloneVersion, useCreateVersion } from "../../../api/product/version";
import { useBlades } from "../../../app/workspace/blade-context";
import type { BladeKind } from "../../../app/workspace/blade-kinds";
import { versionItemId } from "./version-item-id";

/** The version editor's actions on the saved version: open its blades, branch, clone, export. */
export function useVersionActions(version: Version, bladeId: string) {
  const { productId, versionId } = version;
  const { open } = useBlades();
  const create = useCreateVersion();
  const clone = useCloneVersion();
  const exportProduct = useExportProduct();
  const itemId = versionItemId(productId, versionId);

  /** Opens a blade of this version (rules, views, groups, packages, components) stacked on the editor. */
  const openPart = (kind: BladeKind) => open(kind, { mode: "edit", itemId, parentId: bladeId });

  const branch = () =>
    create.mutate(
      { productId, parentVersionId: versionId },
      {
        onSuccess: (branched) =>
          open("EditVersion", {
            mode: "edit",
            itemId: versionItemId(productId, branched.versionId),
            parentId: bladeId,
          }),
      },
    );

  /** The clone is a new product: its editor opens, with the cloned version's editor stacked on it. */
  const cloneVersion = (components: boolean) =>
    clone.mutate(
      { productId, versionId, components },
      {
        onSuccess: (result) => {
          const productBladeId = open("EditProduct", { mode: "edit", itemId: result.productId });
          open("EditVersion", {
            mode: "edit",
            itemId: versionItemId(result.productId, result.versionId),
            parentId: productBladeId,
          });
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
