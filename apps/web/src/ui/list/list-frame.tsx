import type { ReactNode } from "react";
import { ErrorCallout } from "../error-callout";
import classes from "./list.module.css";
import { type EmptyList, ListMessage } from "./list-message";
import { type ListSource, sourceState } from "./list-source";
import { PickSelectionBar } from "./pick-bar";
import type { PickSelection } from "./use-pick-selection";
import { VirtualList } from "./virtual-list";

export interface ListRowsView<T> {
  /** The list's accessible name, e.g. 'Products'. */
  label: string;
  testId?: string;
  /** Every row has this height, so the list needs no measuring while it scrolls or filters. */
  rowHeight: number;
  /** Rows drawn beyond those in view, each way. */
  overscan: number;
  /** When it changes (another filter), the list goes back to its top. */
  scrollKey: string;
  /** Draws one row, an <li> placed with rowPlace(rowHeight, top). */
  renderRow: (row: T, top: number) => ReactNode;
}

export interface ListFrameProps<T> {
  testId: string;
  /** The pick the blade is making when opened by usePicker(); its bar shows above the rows. */
  pick?: PickSelection | undefined;
  /** Above everything: a heading, Add, Refresh, the tag-scope toggle, exports ... */
  toolbar?: ReactNode;
  /** The filters: the quick filter box, selects. */
  filter?: ReactNode;
  /** Shown in a callout above the rows: the list call's failure, an export's ... */
  error?: unknown;
  /** The list call failed: no rows and no message stand under the callout. */
  failed?: boolean;
  /** The count line (ListCount), shown under the pick bar. */
  count?: ReactNode;
  source: ListSource<T>;
  /** A text filter is entered: a paged list that comes back empty has no results rather than no rows. */
  filtered?: boolean;
  rows: ListRowsView<T>;
  empty: EmptyList;
  /** Nothing is left because the tag scope is on and no filter text is entered. */
  scopeHidesAll?: boolean;
  messageTestId: string;
}

/**
 * The frame of every list blade: toolbar, filters, error, pick bar, count, then the virtual rows or what
 * stands in their place (loading, the empty state, no results). The rows come whole (filtered in the
 * browser) or page by page from the server, the next page read as the rows drawn near the end.
 */
export function ListFrame<T>(props: ListFrameProps<T>) {
  const { source, rows: view } = props;
  const state = sourceState(source, props.filtered ?? false);
  return (
    <div className={classes.root} data-testid={props.testId} data-mode={props.pick?.mode ?? "list"}>
      {props.toolbar}
      {props.filter}
      <ErrorCallout error={props.error} />
      {props.pick && <PickSelectionBar pick={props.pick} />}
      {props.count}
      {props.failed ? null : state === "rows" ? (
        <VirtualList
          label={view.label}
          testId={view.testId}
          rows={source.rows}
          rowHeight={view.rowHeight}
          overscan={view.overscan}
          scrollKey={view.scrollKey}
          onNearEnd={source.kind === "paged" ? source.loadMore : undefined}
          renderRow={view.renderRow}
        />
      ) : (
        <ListMessage
          state={state}
          empty={props.empty}
          scopeHidesAll={props.scopeHidesAll ?? false}
          testId={props.messageTestId}
        />
      )}
    </div>
  );
}
