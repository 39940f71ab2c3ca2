import "@mantine/dates/styles.css";
import { MESSAGES } from "@atelier/domain/shared/messages";
import { Center, Loader } from "@mantine/core";
import { useCurrentUser } from "../../../api/account/account";
import { useProduct } from "../../../api/product/product";
import type { BladeProps } from "../../../app/workspace/blade-types";
import { ErrorCallout } from "../../../ui/error-callout";
import { ProductEditor } from "./product-editor";

/** EditProduct: 'Add a product' in mode new, the product's editor in mode edit (itemId = productId). */
export function EditProductBlade({ blade }: BladeProps) {
  const readOnly = useCurrentUser().data?.permissions.canEdit !== true;
  const productId = blade.mode === "edit" ? blade.itemId : undefined;
  const product = useProduct(productId);

  if (productId === undefined) return <ProductEditor blade={blade} product={null} readOnly={readOnly} />;
  if (product.isPending) {
    return (
      <Center py="xl" aria-label={MESSAGES.loading}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (product.isError) return <ErrorCallout error={product.error} />;
  return <ProductEditor key={product.data.productId} blade={blade} product={product.data} readOnly={readOnly} />;
}
