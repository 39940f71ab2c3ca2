import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { type ListPage, pagedRows } from "../../api/list-pages";
import type { PagedRows } from "./list-source";

/** The rows of a paged list's infinite query (api/list-pages.ts), for ListFrame. */
export function usePagedRows<T>(query: UseInfiniteQueryResult<InfiniteData<ListPage<T>, number>>): PagedRows<T> {
  const { data, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = query;
  const rows = useMemo(() => pagedRows(data?.pages), [data]);
  const busy = isFetchingNextPage || isFetching;
  const loadMore = useCallback(() => {
    if (hasNextPage && !busy) void fetchNextPage();
  }, [hasNextPage, busy, fetchNextPage]);
  return { kind: "paged", rows, total: data?.pages[0]?.total, loadMore };
}
