import type { ListState } from "./list-state";
import { listState } from "./list-state";

/** The rows of a list loaded whole and filtered in the browser. */
export interface WholeRows<T> {
  kind: "whole";
  /** The rows the filters leave. */
  rows: readonly T[];
  /** How many rows were loaded before the filters; undefined while they load. */
  loadedCount: number | undefined;
}

/** The rows of a list the server pages (orders, assets, components ...): the pages loaded so far. */
export interface PagedRows<T> {
  kind: "paged";
  rows: readonly T[];
  /** How many rows the server counts for the list; undefined while the first page loads. */
  total: number | undefined;
  /** Reads the next page, if any; asked for as the rows drawn near the end of those loaded. */
  loadMore: () => void;
}

export type ListSource<T> = WholeRows<T> | PagedRows<T>;

/** What the list area shows: its rows, or loading, empty or no results. */
export function sourceState<T>(source: ListSource<T>, filtered: boolean): ListState {
  if (source.kind === "whole") return listState(source.loadedCount, source.rows.length);
  if (source.total === undefined) return "loading";
  if (source.total > 0) return source.rows.length > 0 ? "rows" : "loading";
  return filtered ? "no-results" : "empty";
}
