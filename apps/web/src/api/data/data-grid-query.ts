import { type DataGridQuery, DataGridQueryResult } from "@atelier/domain/data/reference-data.schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../http";
import { referenceDataKeys } from "./reference-data-keys";

/** Runs a data-grid query (POST referencedata/query): the grid's columns, the page of rows asked for and the total. */
export function useRunDataGridQuery() {
  return useMutation({
    mutationFn: (query: DataGridQuery) =>
      api("referencedata/query", { method: "POST", body: query, schema: DataGridQueryResult }),
  });
}

/** The fields (header names) of a data grid, by its type code: a query that takes one row. Idle without a code. */
export function useDataGridFields(from: string) {
  return useQuery({
    queryKey: [...referenceDataKeys.all, "fields", from],
    queryFn: () => api("referencedata/query", { method: "POST", body: { from, take: 1 }, schema: DataGridQueryResult }),
    select: (result) => result.columns,
    enabled: from !== "",
    staleTime: 30_000,
  });
}
