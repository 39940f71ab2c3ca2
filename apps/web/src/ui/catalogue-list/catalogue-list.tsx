import { type ReactNode, useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account/account";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeKind } from "../../app/workspace/blade-kinds";
import type { Blade } from "../../app/workspace/blade-types";
import { ErrorCallout } from "../error-callout";
import { ExportButton } from "../list/export-button";
import { FilterBox } from "../list/filter-box";
import classes from "../list/list.module.css";
import { ListCount } from "../list/list-count";
import { type EmptyList, ListMessage } from "../list/list-message";
import { listState } from "../list/list-state";
import { ListToolbar, type ScopeToggle } from "../list/list-toolbar";
import { PickSelectionBar } from "../list/pick-bar";
import { usePickSelection } from "../list/use-pick-selection";
import { ItemList } from "./item-list";
import { filterItems, type ItemRow } from "./item-rows";

interface CatalogueListProps {
  blade: Blade;
  /** The list's accessible name, e.g. 'Sites'. */
  label: string;
  testId: string;
  /** The rows on offer; undefined while they load. */
  rows: readonly ItemRow[] | undefined;
  /** How many items were loaded before the tag scope (when one applies), so a scope hiding all is not 'empty'. */
  loadedCount?: number | undefined;
  /** The list call of a list read from the server: Refresh, and its failure. */
  query?: { isFetching: boolean; error: unknown; refetch: () => unknown } | undefined;
  scope?: ScopeToggle | undefined;
  empty: EmptyList;
  /** The quick text filter and the count of rows shown; the spec gives some lists none. */
  quickFilter?: boolean;
  /** The items' editor: Add (editors, in a list) opens it in mode new, a row or its details button in mode edit. */
  editor?: BladeKind | undefined;
  /** Buttons of a row before its details button; stable, or every row is drawn again on each render. */
  renderActions?: ((id: string) => ReactNode) | undefined;
  /** 'Export as batch' of the rows shown, for editors in a list; whileFiltered: only while a filter text is entered. */
  exportShown?:
    | { onExport: (rows: readonly ItemRow[]) => void; exporting: boolean; error: unknown; whileFiltered?: boolean }
    | undefined;
}

/**
 * The body of a catalogue list blade: toolbar, quick filter and the rows, as a list or, when opened
 * by usePicker(), as a picker of one or many with the optional 'None' row (as the Products blade).
 */
export function CatalogueList(props: CatalogueListProps) {
  const { blade, label, rows, query, editor, exportShown, quickFilter = true } = props;
  const canEdit = useCurrentUser().data?.permissions.canEdit === true;
  const { open } = useBlades();
  const pick = usePickSelection(blade);
  const [text, setText] = useState("");
  const listing = pick.mode === "list";
  const editing = canEdit && listing;
  const { excludedIds } = pick;
  const offered = useMemo(() => {
    if (rows === undefined || excludedIds === undefined) return rows;
    const excluded = new Set(excludedIds);
    return rows.filter((row) => !excluded.has(row.id));
  }, [rows, excludedIds]);
  const shown = useMemo(() => filterItems(offered ?? [], text), [offered, text]);
  const state = listState(props.loadedCount ?? offered?.length, shown.length);
  const filtered = text.trim() !== "";
  const exportable =
    editing && exportShown !== undefined && shown.length > 0 && (filtered || !exportShown.whileFiltered);
  const onDetails = useMemo(
    () => editor && ((itemId: string) => void open(editor, { mode: "edit", itemId, parentId: blade.id })),
    [open, editor, blade.id],
  );

  return (
    <div className={classes.root} data-testid={props.testId} data-mode={pick.mode}>
      <ListToolbar
        onAdd={editing && editor ? () => open(editor, { mode: "new", parentId: blade.id }) : undefined}
        refresh={query && { refreshing: query.isFetching, onRefresh: () => void query.refetch() }}
        scope={props.scope}
        end={exportable && <ExportButton loading={exportShown.exporting} onClick={() => exportShown.onExport(shown)} />}
      />
      {quickFilter && <FilterBox text={text} onText={setText} />}
      <ErrorCallout error={query?.error ?? exportShown?.error} />
      <PickSelectionBar pick={pick} />
      {quickFilter && offered !== undefined && offered.length > 0 && (
        <ListCount testId="item-count" shown={shown.length} of={offered.length} truncated={null} />
      )}
      {query?.error ? null : state === "rows" ? (
        <ItemList
          label={label}
          rows={shown}
          mode={pick.mode}
          selected={pick.selected}
          scrollKey={text}
          onChoose={listing ? onDetails : pick.choose}
          onDetails={onDetails}
          renderActions={props.renderActions}
        />
      ) : (
        <ListMessage
          state={state}
          empty={props.empty}
          scopeHidesAll={!filtered && props.scope?.scoped === true}
          testId="item-message"
        />
      )}
    </div>
  );
}
