import { useProduct } from "../../../api/product/product";
import { useVersion } from "../../../api/product/version";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader } from "../../../ui/editor/editor-loader";
import { versionIds } from "../product-links";
import { VersionEditor } from "./version-editor";

/** The version editor (spec part 1, 2.7), opened by productLinks.editVersion. */
export function EditVersionBlade({ blade }: BladeProps) {
  const ids = versionIds.decode(blade.itemId);
  const version = useVersion(ids?.productId, ids?.versionId);
  const product = useProduct(ids?.productId);
  return (
    <EditorLoader
      queries={ids === null ? [] : [version, product]}
      find={() => (version.data && product.data ? { version: version.data, product: product.data } : undefined)}
      itemKey={blade.itemId}
    >
      {(found, { readOnly }) =>
        found && (
          <VersionEditor
            blade={blade}
            version={found.version}
            product={found.product}
            canEdit={!readOnly}
            reload={async () => (await version.refetch()).data}
          />
        )
      }
    </EditorLoader>
  );
}
