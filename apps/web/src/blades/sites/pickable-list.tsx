import { MESSAGES } from "@atelier/domain/messages";
import { Text } from "@mantine/core";
import { useMemo, useState } from "react";
import type { Blade } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import { ErrorCallout } from "../../ui/error-callout";
import classes from "../products/products.module.css";
import { ProductsPickBar } from "../products/products-pick-bar";
import { PRODUCTS_TEXTS } from "../products/products-texts";
import { ProductsFilter } from "../products/products-toolbar";
import { usePickSelection } from "../products/use-pick-selection";
import { ItemList } from "./item-list";
import { filterItems, type ItemRow, itemListState } from "./item-rows";
import { ListToolbar, type ListToolbarProps } from "./list-toolbar";

interface PickableListProps extends ListToolbarProps {
  blade: Blade;
  /** The list's accessible name and test id, e.g. 'Sites'. */
  label: string;
  /** The rows on offer; undefined while they load. */
  rows: readonly ItemRow[] | undefined;
  error?: unknown;
  /** How many items there are before the tag scope (when one applies), so a scope hiding all says 'No Results'. */
  loadedCount?: number | undefined;
  /** What the blade says when there is nothing at all. */
  emptyText: string;
  /** Opens an item's editor: the row in a list, and a details button on every row. */
  onDetails?: ((id: string) => void) | undefined;
}

/**
 * The body of a catalogue list blade: toolbar, quick filter and the rows, as a list or, when opened
 * by usePicker(), as a picker of one or many with the optional 'None' row (as the Products blade).
 */
export function PickableList(props: PickableListProps) {
  const { blade, label, rows, error, loadedCount, emptyText, onDetails, ...toolbar } = props;
  const { request, complete } = usePickRequest(blade);
  const pick = usePickSelection(request, complete);
  const [text, setText] = useState("");
  const listing = pick.mode === "list";
  const excludedIds = request?.excludedIds;
  const offered = useMemo(() => {
    if (rows === undefined || excludedIds === undefined) return rows;
    const excluded = new Set(excludedIds);
    return rows.filter((row) => !excluded.has(row.id));
  }, [rows, excludedIds]);
  const shown = useMemo(() => filterItems(offered ?? [], text), [offered, text]);
  const state = itemListState(loadedCount ?? offered?.length, shown.length);

  return (
    <div
      className={classes.root}
      data-testid={`${label.toLowerCase().replace(/\s+/g, "-")}-blade`}
      data-mode={pick.mode}
    >
      <ListToolbar {...toolbar} onAdd={listing ? toolbar.onAdd : undefined} />
      <ProductsFilter text={text} onText={setText} />
      <ErrorCallout error={error} />
      {pick.mode !== "list" && (
        <ProductsPickBar
          mode={pick.mode}
          selectedCount={pick.selected.size}
          allowNone={request?.allowNone === true}
          canFinish={pick.canFinish}
          onNone={pick.chooseNone}
          onDone={pick.done}
        />
      )}
      {offered !== undefined && offered.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="item-count">
          {PRODUCTS_TEXTS.shownOf(shown.length, offered.length)}
        </Text>
      )}
      {error ? null : state === "rows" ? (
        <ItemList
          label={label}
          rows={shown}
          mode={pick.mode}
          selected={pick.selected}
          scrollKey={text}
          onChoose={listing ? onDetails : pick.choose}
          onDetails={onDetails}
        />
      ) : (
        <div className={classes.message} data-testid="item-message">
          {state === "loading" ? MESSAGES.loading : state === "empty" ? emptyText : MESSAGES.noResults}
        </div>
      )}
    </div>
  );
}
