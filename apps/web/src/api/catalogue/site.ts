import { Site, type SiteCreateInput, SiteList, type SiteUpdateInput } from "@atelier/domain/catalogue/site.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";

export const siteKeys = {
  all: ["site"] as const,
  lists: () => [...siteKeys.all, "list"] as const,
  list: () => [...siteKeys.lists(), "all"] as const,
  details: () => [...siteKeys.all, "detail"] as const,
  detail: (siteId: string) => [...siteKeys.details(), siteId] as const,
};

const sitePath = (siteId: string) => `site/${encodeURIComponent(siteId)}`;

/** The company's sites (archived ones are left out by the server). */
export function useSiteList() {
  return useQuery({
    queryKey: siteKeys.list(),
    queryFn: () => api("site", { schema: SiteList }),
    staleTime: 30_000,
  });
}

/** One site; idle until a site id is given. */
export function useSite(siteId?: string) {
  return useQuery({
    queryKey: siteKeys.detail(siteId ?? ""),
    queryFn: () => api(sitePath(siteId ?? ""), { schema: Site }),
    enabled: siteId !== undefined && siteId !== "",
  });
}

function siteChanged(queryClient: QueryClient, site: Site): void {
  queryClient.setQueryData(siteKeys.detail(site.siteId), site);
  void queryClient.invalidateQueries({ queryKey: siteKeys.lists() });
}

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteCreateInput) => api("site", { method: "POST", body: input, schema: Site }),
    onSuccess: (site) => siteChanged(queryClient, site),
  });
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SiteUpdateInput }) =>
      api(sitePath(id), { method: "PUT", body: input, schema: Site }),
    onSuccess: (site) => siteChanged(queryClient, site),
  });
}

/** Archives a site: it leaves the lists, and reading it answers 404. */
export function useRemoveSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, etag }: { id: string; etag: string }) =>
      api(sitePath(id), { method: "DELETE", query: { etag }, schema: z.undefined() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: siteKeys.lists() }),
  });
}
