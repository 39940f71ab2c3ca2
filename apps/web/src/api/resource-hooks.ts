import { type QueryClient, type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "./http";

/** The types of a plain resource: its DTO, and the inputs of add and update (the domain's zod types). */
export interface ResourceTypes {
  item: unknown;
  create: unknown;
  update: unknown;
}

/** The keys of a resource's queries: `all`, its lists (one list unless told otherwise) and its details. */
export function resourceKeys<const Root extends string>(root: Root) {
  const keys = {
    all: [root] as const,
    lists: () => [...keys.all, "list"] as const,
    list: () => [...keys.lists(), "all"] as const,
    details: () => [...keys.all, "detail"] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  };
  return keys;
}

/** The hook of a resource's one list, `GET {path}`, kept fresh for 30 seconds. */
export function resourceListHook<List>(queryKey: QueryKey, path: string, schema: z.ZodType<List>) {
  return () => useQuery({ queryKey, queryFn: () => api(path, { schema }), staleTime: 30_000 });
}

interface ResourceConfig<R extends ResourceTypes> {
  /** The resource's path under /api/v1/, e.g. 'componenttype'. */
  path: string;
  keys: { lists: () => QueryKey; detail: (id: string) => QueryKey };
  item: z.ZodType<R["item"]>;
  idOf: (item: R["item"]) => string;
  /** More to read again after a save or removal of the item (a placement's options ...). */
  onChanged?: (queryClient: QueryClient, id: string) => void;
}

/**
 * The hooks of a plain resource (convention 5): one item, add, update with the etag, archive. A save
 * becomes the item's detail, an archive drops it, and either reads every list again.
 */
export function resourceHooks<R extends ResourceTypes>(config: ResourceConfig<R>) {
  const { path, keys, item, idOf } = config;
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const changed = (queryClient: QueryClient, id: string, saved?: R["item"]) => {
    if (saved === undefined) queryClient.removeQueries({ queryKey: keys.detail(id), exact: true });
    else queryClient.setQueryData(keys.detail(id), saved);
    config.onChanged?.(queryClient, id);
    void queryClient.invalidateQueries({ queryKey: keys.lists() });
  };
  return {
    /** One item; idle until an id is given. */
    useOne: (id?: string) =>
      useQuery({
        queryKey: keys.detail(id ?? ""),
        queryFn: () => api(itemPath(id ?? ""), { schema: item }),
        enabled: id !== undefined && id !== "",
      }),
    useCreate: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (input: R["create"]) => api(path, { method: "POST", body: input, schema: item }),
        onSuccess: (saved) => changed(queryClient, idOf(saved), saved),
      });
    },
    /** Saves with the etag the input carries (412 when stale). */
    useUpdate: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id: string; input: R["update"] }) =>
          api(itemPath(id), { method: "PUT", body: input, schema: item }),
        onSuccess: (saved) => changed(queryClient, idOf(saved), saved),
      });
    },
    /** Archives the item: it leaves the lists, and reading it answers 404. */
    useRemove: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, etag }: { id: string; etag: string }) =>
          api(itemPath(id), { method: "DELETE", query: { etag }, schema: z.unknown() }),
        onSuccess: (_answer, { id }) => changed(queryClient, id),
      });
    },
  };
}
