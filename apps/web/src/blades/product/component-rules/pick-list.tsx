import { MESSAGES } from "@atelier/domain/shared/messages";
import { useMemo } from "react";
import { ITEM_ROW_HEIGHT, ItemList } from "../../../ui/list/item-list";
import { filterItems, type ItemRow } from "../../../ui/list/item-rows";
import type { RowMode } from "../../../ui/list/selection-mark";
import classes from "./component-rules.module.css";

/** The rows a filter text leaves (every word in the code or name), remembered per text. */
export function useShownRows(rows: readonly ItemRow[], text: string): readonly ItemRow[] {
  return useMemo(() => filterItems(rows, text), [rows, text]);
}

interface PickListProps {
  /** The list's accessible name, e.g. a definition's name. */
  label: string;
  /** Every row on offer, and those the filter leaves. */
  rows: readonly ItemRow[];
  shown: readonly ItemRow[];
  /** The filter text: a new one scrolls the list back to its top. */
  text: string;
  mode: Exclude<RowMode, "list">;
  selected: ReadonlySet<string>;
  /** Picks or toggles a row; unset when read-only. */
  onChoose: ((id: string) => void) | undefined;
  /** What the list says when it has no rows at all. */
  emptyText: string;
}

/** The most rows a pick list shows before it scrolls. */
const ROWS_IN_VIEW = 5;

/**
 * A virtual list of the rule editor to pick one placement or many options from: as tall as its rows,
 * up to a few, then it scrolls (the rows need a list of a set height).
 */
export function PickList({ label, rows, shown, text, mode, selected, onChoose, emptyText }: PickListProps) {
  return (
    <div
      className={classes.pickList}
      style={{ height: Math.min(Math.max(shown.length, 1), ROWS_IN_VIEW) * ITEM_ROW_HEIGHT + 2 }}
      data-testid="pick-list"
    >
      {shown.length === 0 ? (
        <div className={classes.message}>{rows.length === 0 ? emptyText : MESSAGES.noResults}</div>
      ) : (
        <ItemList label={label} rows={shown} mode={mode} selected={selected} scrollKey={text} onChoose={onChoose} />
      )}
    </div>
  );
}
