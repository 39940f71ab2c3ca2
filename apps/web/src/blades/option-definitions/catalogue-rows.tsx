import { IconListDetails } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useRef } from "react";
import { type RowMode, SelectionMark } from "../products/product-row";
import classes from "../products/products.module.css";
import { PRODUCT_ROW_HEIGHT } from "../products/products-list";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";
import type { CatalogueItem } from "./use-catalogue-list";

export interface CatalogueRowActions<T> {
  /** The row itself: opens the details in a list, picks (or toggles) in a picker. */
  onChoose: (item: T) => void;
  onDetails: (item: T) => void;
  /** Buttons of the row before its details button. */
  renderActions?: (item: T) => ReactNode;
}

interface CatalogueRowsProps<T extends CatalogueItem> extends CatalogueRowActions<T> {
  label: string;
  rows: readonly T[];
  getId: (item: T) => string;
  mode: RowMode;
  selected: ReadonlySet<string>;
}

/**
 * The items of a catalogue list, each with its name and description, as a virtual list shaped like the
 * Products blade's (same row height and styles): only the rows in view are drawn.
 */
export function CatalogueRows<T extends CatalogueItem>(props: CatalogueRowsProps<T>) {
  const { label, rows, getId, mode, selected, onChoose, onDetails, renderActions } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PRODUCT_ROW_HEIGHT,
    overscan: 4,
  });
  return (
    <div ref={scroller} className={classes.scroller}>
      <ul aria-label={label} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = rows[virtual.index];
          if (item === undefined) return null;
          const chosen = mode !== "list" && selected.has(getId(item));
          return (
            <li
              key={virtual.key}
              className={classes.row}
              style={{ height: PRODUCT_ROW_HEIGHT, transform: `translateY(${virtual.start}px)` }}
              data-testid="catalogue-row"
            >
              <button
                type="button"
                className={classes.main}
                data-selected={chosen || undefined}
                aria-pressed={mode === "pick-many" ? chosen : undefined}
                title={item.name}
                onClick={() => onChoose(item)}
              >
                <SelectionMark mode={mode} selected={chosen} />
                <span className={classes.text}>
                  <span className={classes.name} data-testid="catalogue-row-name">
                    {item.name}
                  </span>
                  {item.description && <span className={classes.description}>{item.description}</span>}
                </span>
              </button>
              {renderActions?.(item)}
              <button
                type="button"
                className={classes.action}
                aria-label={CATALOGUE_ITEM_TEXTS.details}
                title={CATALOGUE_ITEM_TEXTS.details}
                onClick={() => onDetails(item)}
              >
                <IconListDetails size={16} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
