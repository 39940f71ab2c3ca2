import {
  Dimension,
  type DimensionCreateInput,
  DimensionList,
  type DimensionUpdateInput,
} from "@atelier/domain/catalogue/dimension.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";

export const dimensionKeys = {
  all: ["dimension"] as const,
  lists: () => [...dimensionKeys.all, "list"] as const,
  list: () => [...dimensionKeys.lists(), "all"] as const,
  details: () => [...dimensionKeys.all, "detail"] as const,
  detail: (dimensionId: string) => [...dimensionKeys.details(), dimensionId] as const,
};

const dimensionPath = (dimensionId: string) => `dimension/${encodeURIComponent(dimensionId)}`;

/** The company's dimensions (archived ones are left out by the server). */
export function useDimensionList() {
  return useQuery({
    queryKey: dimensionKeys.list(),
    queryFn: () => api("dimension", { schema: DimensionList }),
    staleTime: 30_000,
  });
}

/** One dimension; idle until a dimension id is given. */
export function useDimension(dimensionId?: string) {
  return useQuery({
    queryKey: dimensionKeys.detail(dimensionId ?? ""),
    queryFn: () => api(dimensionPath(dimensionId ?? ""), { schema: Dimension }),
    enabled: dimensionId !== undefined && dimensionId !== "",
  });
}

function dimensionChanged(queryClient: QueryClient, dimension: Dimension): void {
  queryClient.setQueryData(dimensionKeys.detail(dimension.dimensionId), dimension);
  void queryClient.invalidateQueries({ queryKey: dimensionKeys.lists() });
}

export function useCreateDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DimensionCreateInput) => api("dimension", { method: "POST", body: input, schema: Dimension }),
    onSuccess: (dimension) => dimensionChanged(queryClient, dimension),
  });
}

export function useUpdateDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DimensionUpdateInput }) =>
      api(dimensionPath(id), { method: "PUT", body: input, schema: Dimension }),
    onSuccess: (dimension) => dimensionChanged(queryClient, dimension),
  });
}

/** Archives a dimension: it leaves the lists, and reading it answers 404. */
export function useRemoveDimension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(dimensionPath(id), { method: "DELETE", query: { etag }, schema: z.undefined() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dimensionKeys.lists() }),
  });
}
