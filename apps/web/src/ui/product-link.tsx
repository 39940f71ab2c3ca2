import { Anchor } from "@mantine/core";
import { useProduct } from "../api/product/product";

interface ProductLinkProps {
  productId: string;
  /** The name the server sent with the link; empty for one picked since the last save. */
  name: string;
  onOpen: (productId: string) => void;
}

/** A link to another product's editor, by its name (read when not known yet). */
export function ProductLink({ productId, name, onOpen }: ProductLinkProps) {
  const product = useProduct(name === "" ? productId : undefined);
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(productId)}>
      {name || product.data?.name || productId}
    </Anchor>
  );
}
