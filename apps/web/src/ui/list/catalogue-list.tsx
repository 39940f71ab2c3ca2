import { type ReactNode, useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account/account";
import { useBlades } from "../../app/workspace/blade-context";
import type { EditorLinks } from "../../app/workspace/blade-link";
import type { Blade } from "../../app/workspace/blade-types";
import { ExportButton } from "./export-button";
import { FilterBox } from "./filter-box";
import { ITEM_ROW_HEIGHT, ItemRowView } from "./item-list";
import { filterItems, type ItemRow } from "./item-rows";
import { ListCount } from "./list-count";
import { ListFrame } from "./list-frame";
import type { EmptyList } from "./list-message";
import { LIST_TEXTS } from "./list-texts";
import { ListToolbar, type ScopeToggle } from "./list-toolbar";
import { usePickSelection } from "./use-pick-selection";

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
  editor?: EditorLinks | undefined;
  /** Buttons of a row before its details button; stable, or every row is drawn again on each render. */
  renderActions?: ((id: string) => ReactNode) | undefined;
  /** 'Export as batch' of the rows shown, for editors in a list; whileFiltered: only while a filter text is entered. */
  exportShown?:
    | { onExport: (rows: readonly ItemRow[]) => void; exporting: boolean; error: unknown; whileFiltered?: boolean }
    | undefined;
}

/**
 * A catalogue list blade (sites, dimensions, placements ...) in the list frame: toolbar, quick filter and
 * the rows, as a list or, when opened by usePicker(), as a picker of one or many with the optional 'None'
 * row (as the Products blade).
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
  const filtered = text.trim() !== "";
  const exportable =
    editing && exportShown !== undefined && shown.length > 0 && (filtered || !exportShown.whileFiltered);
  const onDetails = useMemo(
    () => editor && ((itemId: string) => void open(editor.edit(itemId), { parentId: blade.id })),
    [open, editor, blade.id],
  );

  return (
    <ListFrame
      testId={props.testId}
      pick={pick}
      toolbar={
        <ListToolbar
          onAdd={editing && editor ? () => open(editor.add(), { parentId: blade.id }) : undefined}
          refresh={query && { refreshing: query.isFetching, onRefresh: () => void query.refetch() }}
          scope={props.scope}
          end={
            exportable && <ExportButton loading={exportShown.exporting} onClick={() => exportShown.onExport(shown)} />
          }
        />
      }
      filter={quickFilter && <FilterBox text={text} onText={setText} />}
      error={query?.error ?? exportShown?.error}
      count={
        quickFilter &&
        offered !== undefined &&
        offered.length > 0 && <ListCount testId="item-count" text={LIST_TEXTS.shownOf(shown.length, offered.length)} />
      }
      failed={Boolean(query?.error)}
      source={{ kind: "whole", rows: shown, loadedCount: props.loadedCount ?? offered?.length }}
      rows={{
        label,
        rowHeight: ITEM_ROW_HEIGHT,
        overscan: 6,
        scrollKey: text,
        renderRow: (row, top) => (
          <ItemRowView
            row={row}
            mode={pick.mode}
            selected={pick.selected.has(row.id)}
            top={top}
            onChoose={listing ? onDetails : pick.choose}
            onDetails={onDetails}
            renderActions={props.renderActions}
          />
        ),
      }}
      empty={props.empty}
      scopeHidesAll={!filtered && props.scope?.scoped === true}
      messageTestId="item-message"
    />
  );
}
