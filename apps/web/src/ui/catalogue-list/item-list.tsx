import { IconListDetails } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import { type RowMode, SelectionMark } from "../../blades/products/product-row";
import classes from "../../blades/products/products.module.css";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";
import type { ItemRow } from "./item-rows";
import { useVirtualRows } from "./use-virtual-rows";

export const ROW_HEIGHT = 48;

/** What a row does besides showing its texts. */
export interface ItemRowActions {
  /** The row itself: opens the details in a list, picks or toggles in a picker; nothing when unset. */
  onChoose?: ((id: string) => void) | undefined;
  /** The details button of each row, when the items have an editor. */
  onDetails?: ((id: string) => void) | undefined;
  /** Buttons of a row before its details button (e.g. 'Related'). */
  renderActions?: ((id: string) => ReactNode) | undefined;
}

interface ItemListProps extends ItemRowActions {
  /** The list's accessible name, e.g. 'Sites'. */
  label: string;
  rows: readonly ItemRow[];
  mode: RowMode;
  selected: ReadonlySet<string>;
  scrollKey: string;
}

/** The rows of a catalogue list, virtual like the Products list (only the rows in view are drawn). */
export function ItemList({ label, rows, mode, selected, scrollKey, ...actions }: ItemListProps) {
  const { scroller, virtualizer } = useVirtualRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    overscan: 6,
    scrollKey,
  });

  return (
    <div ref={scroller} className={classes.scroller}>
      <ul aria-label={label} className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <Item key={item.key} row={row} mode={mode} selected={selected.has(row.id)} top={item.start} {...actions} />
          );
        })}
      </ul>
    </div>
  );
}

interface ItemProps extends ItemRowActions {
  row: ItemRow;
  mode: RowMode;
  selected: boolean;
  top: number;
}

const Item = memo(function Item({ row, mode, selected, top, onChoose, onDetails, renderActions }: ItemProps) {
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
      {renderActions?.(row.id)}
      {onDetails && (
        <button
          type="button"
          className={classes.action}
          aria-label={CATALOGUE_ITEM_TEXTS.details}
          title={CATALOGUE_ITEM_TEXTS.details}
          onClick={() => onDetails(row.id)}
        >
          <IconListDetails size={16} />
        </button>
      )}
    </li>
  );
});
