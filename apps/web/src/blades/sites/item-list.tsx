import { IconListDetails } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useRef } from "react";
import { type RowMode, SelectionMark } from "../products/product-row";
import classes from "../products/products.module.css";
import { PRODUCTS_TEXTS } from "../products/products-texts";
import type { ItemRow } from "./item-rows";

const ROW_HEIGHT = 48;

interface ItemListProps {
  /** The list's accessible name, e.g. 'Sites'. */
  label: string;
  rows: readonly ItemRow[];
  mode: RowMode;
  selected: ReadonlySet<string>;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
  /** The row itself: opens the details in a list, picks or toggles in a picker; nothing when unset. */
  onChoose?: ((id: string) => void) | undefined;
  /** The details button of each row, when the items have an editor. */
  onDetails?: ((id: string) => void) | undefined;
}

/** The rows of a catalogue list, virtual like the Products list (only the rows in view are drawn). */
export function ItemList({ label, rows, mode, selected, scrollKey, onChoose, onDetails }: ItemListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollKey is the trigger, not an input
  useEffect(() => {
    const element = scroller.current;
    if (element && element.scrollTop > 0) element.scrollTop = 0;
  }, [scrollKey]);

  return (
    <div ref={scroller} className={classes.scroller}>
      <ul aria-label={label} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <Item
              key={item.key}
              row={row}
              mode={mode}
              selected={selected.has(row.id)}
              top={item.start}
              onChoose={onChoose}
              onDetails={onDetails}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface ItemProps extends Pick<ItemListProps, "mode" | "onChoose" | "onDetails"> {
  row: ItemRow;
  selected: boolean;
  top: number;
}

const Item = memo(function Item({ row, mode, selected, top, onChoose, onDetails }: ItemProps) {
  const text = (
    <>
      <SelectionMark mode={mode} selected={selected} />
      <span className={classes.text}>
        <span className={classes.line}>
          <span className={classes.name} data-testid="item-row-name">
            {row.name}
          </span>
          {row.code !== undefined && <span className={classes.styleCode}>{row.code}</span>}
        </span>
        {row.detail !== undefined && <span className={classes.description}>{row.detail}</span>}
      </span>
    </>
  );
  return (
    <li
      className={classes.row}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
      data-testid="item-row"
      data-id={row.id}
    >
      {onChoose ? (
        <button
          type="button"
          className={classes.main}
          data-selected={(mode !== "list" && selected) || undefined}
          aria-pressed={mode === "pick-many" ? selected : undefined}
          title={row.name}
          onClick={() => onChoose(row.id)}
        >
          {text}
        </button>
      ) : (
        <div className={classes.main} style={{ cursor: "default" }}>
          {text}
        </div>
      )}
      {onDetails && (
        <button
          type="button"
          className={classes.action}
          aria-label={PRODUCTS_TEXTS.details}
          title={PRODUCTS_TEXTS.details}
          onClick={() => onDetails(row.id)}
        >
          <IconListDetails size={16} />
        </button>
      )}
    </li>
  );
});
