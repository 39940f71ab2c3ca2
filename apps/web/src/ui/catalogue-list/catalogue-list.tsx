import { Button, Text } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { useCurrentUser } from "../../api/account";
import { useBlades } from "../../app/workspace/blade-context";
import type { BladeKind } from "../../app/workspace/blade-kinds";
import type { Blade } from "../../app/workspace/blade-types";
import { usePickRequest } from "../../app/workspace/pick-requests";
import classes from "../../blades/products/products.module.css";
import { ProductsPickBar } from "../../blades/products/products-pick-bar";
import { PRODUCTS_TEXTS } from "../../blades/products/products-texts";
import { ProductsFilter } from "../../blades/products/products-toolbar";
import { usePickSelection } from "../../blades/products/use-pick-selection";
import { ErrorCallout } from "../error-callout";
import { CATALOGUE_ITEM_TEXTS } from "./catalogue-item-texts";
import { CatalogueListMessage, type EmptyList } from "./catalogue-list-message";
import { ItemList } from "./item-list";
import { filterItems, type ItemRow, itemListState } from "./item-rows";
import { ListToolbar, type ScopeToggle } from "./list-toolbar";

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
  const { request, complete } = usePickRequest(blade);
  const pick = usePickSelection(request, complete);
  const [text, setText] = useState("");
  const listing = pick.mode === "list";
  const editing = canEdit && listing;
  const excludedIds = request?.excludedIds;
  const offered = useMemo(() => {
    if (rows === undefined || excludedIds === undefined) return rows;
    const excluded = new Set(excludedIds);
    return rows.filter((row) => !excluded.has(row.id));
  }, [rows, excludedIds]);
  const shown = useMemo(() => filterItems(offered ?? [], text), [offered, text]);
  const state = itemListState(props.loadedCount ?? offered?.length, shown.length);
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
        end={
          exportable && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPackageExport size={14} />}
              loading={exportShown.exporting}
              onClick={() => exportShown.onExport(shown)}
            >
              {CATALOGUE_ITEM_TEXTS.exportBatch}
            </Button>
          )
        }
      />
      {quickFilter && <ProductsFilter text={text} onText={setText} />}
      <ErrorCallout error={query?.error ?? exportShown?.error} />
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
      {quickFilter && offered !== undefined && offered.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="item-count">
          {PRODUCTS_TEXTS.shownOf(shown.length, offered.length)}
        </Text>
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
        <CatalogueListMessage
          state={state}
          empty={props.empty}
          scopeHidesAll={!filtered && props.scope?.scoped === true}
        />
      )}
    </div>
  );
}
