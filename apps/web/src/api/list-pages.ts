import { type InfiniteData, infiniteQueryOptions, type QueryKey } from "@tanstack/react-query";

/** One page of a list the server pages: its rows and how many rows the whole list holds. */
export interface ListPage<T> {
  rows: readonly T[];
  total: number;
}

/** Where the page after these starts, or undefined when they hold every row (or the last page came back empty). */
export function nextPageStart<T>(pages: readonly ListPage<T>[]): number | undefined {
  const last = pages[pages.length - 1];
  if (last === undefined) return 0;
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return last.rows.length === 0 || loaded >= last.total ? undefined : loaded;
}

/** The rows of every page loaded, in order; the same empty array while none is. */
export function pagedRows<T>(pages: readonly ListPage<T>[] | undefined): readonly T[] {
  if (pages === undefined || pages.length === 0) return NO_ROWS;
  return pages.length === 1 ? (pages[0]?.rows ?? NO_ROWS) : pages.flatMap((page) => page.rows);
}

const NO_ROWS: readonly never[] = [];

/**
 * The infinite query of a list the server pages: `load` reads `take` rows from `start`; the pages stop
 * once they hold the total the server counts.
 */
export function listPagesQuery<T, K extends QueryKey>(queryKey: K, load: (start: number) => Promise<ListPage<T>>) {
  return infiniteQueryOptions<ListPage<T>, Error, InfiniteData<ListPage<T>, number>, K, number>({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageStart(pages),
  });
}
