import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { ProductRow, type RowActions, type RowMode } from "./product-row";
import type { ProductRow as Row } from "./product-rows";
import classes from "./products.module.css";

/** Every row has this height, so the list needs no measuring while it scrolls or filters. */
export const PRODUCT_ROW_HEIGHT = 52;
const OVERSCAN = 4;

interface ProductsListProps extends RowActions {
  rows: readonly Row[];
  mode: RowMode;
  selected: ReadonlySet<string>;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
}

/**
 * The products as a virtual list: only the rows in view (and a few around them) are rendered. Rows are
 * keyed by position, so a filter keystroke updates the rows in place instead of replacing their elements.
 */
export function ProductsList({ rows, mode, selected, scrollKey, ...actions }: ProductsListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PRODUCT_ROW_HEIGHT,
    overscan: OVERSCAN,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollKey is the trigger, not an input
  useEffect(() => {
    const element = scroller.current;
    if (element && element.scrollTop > 0) element.scrollTop = 0;
  }, [scrollKey]);

  return (
    <div ref={scroller} className={classes.scroller} data-testid="products-scroller">
      <ul aria-label="Products" className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <ProductRow
              key={item.key}
              product={row.product}
              mode={mode}
              selected={selected.has(row.product.productId)}
              style={{ height: PRODUCT_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              {...actions}
            />
          );
        })}
      </ul>
    </div>
  );
}
