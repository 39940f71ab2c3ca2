import { IconListDetails } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import type { ItemRow } from "./item-rows";
import classes from "./list.module.css";
import { LIST_TEXTS } from "./list-texts";
import { RowAction } from "./row-action";
import { RowMain } from "./row-main";
import type { RowMode } from "./selection-mark";
import { rowPlace, VirtualList } from "./virtual-list";

/** Every catalogue row has this height. */
export const ITEM_ROW_HEIGHT = 48;

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

/** Catalogue rows as a bare virtual list, for a list inside another blade (the rule editor's pick lists). */
export function ItemList({ label, rows, mode, selected, scrollKey, ...actions }: ItemListProps) {
  return (
    <VirtualList
      label={label}
      rows={rows}
      rowHeight={ITEM_ROW_HEIGHT}
      overscan={6}
      scrollKey={scrollKey}
      renderRow={(row, top) => (
        <ItemRowView row={row} mode={mode} selected={selected.has(row.id)} top={top} {...actions} />
      )}
    />
  );
}

interface ItemProps extends ItemRowActions {
  row: ItemRow;
  mode: RowMode;
  selected: boolean;
  top: number;
}

/** One row of a catalogue list: name, code, detail, its actions and its details button. */
export const ItemRowView = memo(function ItemRowView({
  row,
  mode,
  selected,
  top,
  onChoose,
  onDetails,
  renderActions,
}: ItemProps) {
  return (
    <li className={classes.row} style={rowPlace(ITEM_ROW_HEIGHT, top)} data-testid="item-row" data-id={row.id}>
      <RowMain mode={mode} selected={selected} title={row.name} onClick={onChoose && (() => onChoose(row.id))}>
        <span className={classes.text}>
          <span className={classes.line}>
            <span className={classes.name} data-testid="item-row-name">
              {row.name}
            </span>
            {row.code !== undefined && <span className={classes.code}>{row.code}</span>}
          </span>
          {row.detail !== undefined && <span className={classes.description}>{row.detail}</span>}
        </span>
      </RowMain>
      {renderActions?.(row.id)}
      {onDetails && (
        <RowAction label={LIST_TEXTS.details} onClick={() => onDetails(row.id)}>
          <IconListDetails size={16} />
        </RowAction>
      )}
    </li>
  );
});
