import type { RowMode } from "../../../ui/list/selection-mark";
import { VirtualList } from "../../../ui/list/virtual-list";
import { PRODUCT_ROW_HEIGHT, ProductRow, type RowActions } from "./product-row";
import type { ProductRow as Row } from "./product-rows";

interface ProductsListProps extends RowActions {
  rows: readonly Row[];
  mode: RowMode;
  selected: ReadonlySet<string>;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
}

/** The products as a virtual list: only the rows in view (and a few around them) are rendered. */
export function ProductsList({ rows, mode, selected, scrollKey, ...actions }: ProductsListProps) {
  return (
    <VirtualList
      label="Products"
      testId="products-scroller"
      rows={rows}
      rowHeight={PRODUCT_ROW_HEIGHT}
      overscan={4}
      scrollKey={scrollKey}
      renderRow={(row, top) => (
        <ProductRow
          product={row.product}
          mode={mode}
          selected={selected.has(row.product.productId)}
          top={top}
          {...actions}
        />
      )}
    />
  );
}
