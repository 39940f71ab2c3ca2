import "@mantine/dates/styles.layer.css";
import { useProduct } from "../../../api/product/product";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { EditorLoader, editedItemId, itemReads } from "../../../ui/editor/editor-loader";
import { ProductEditor } from "./product-editor";

/** EditProduct: 'Add a product' in mode new, the product's editor in mode edit (itemId = productId). */
export function EditProductBlade({ blade }: BladeProps) {
  const query = useProduct(editedItemId(blade));
  return (
    <EditorLoader {...itemReads(blade, query)}>
      {(product, { readOnly, reload }) => (
        <ProductEditor blade={blade} product={product} readOnly={readOnly} onReload={reload} />
      )}
    </EditorLoader>
  );
}
