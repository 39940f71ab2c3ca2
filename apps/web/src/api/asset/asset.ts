import {
  Asset,
  AssetDerivationStarted,
  type AssetLightmapInput,
  AssetList,
  type AssetMaskInput,
} from "@atelier/domain/asset/asset.schema";
import { assetBaseStem } from "@atelier/domain/asset/asset-names";
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { assetPath } from "./asset-urls";

export const assetKeys = {
  all: ["asset"] as const,
  lists: () => [...assetKeys.all, "list"] as const,
  list: (prefix: string) => [...assetKeys.lists(), prefix] as const,
  details: () => [...assetKeys.all, "detail"] as const,
  detail: (name: string) => [...assetKeys.details(), name] as const,
};

/** The first page has no token; the next pages the token the previous one answered. */
type PageToken = string | null;

/** One page of the library under `prefix` (case-sensitive), after the page token. */
function loadPage(prefix: string, nextPage: PageToken): Promise<AssetList> {
  return api("asset", { query: { prefix, nextPage: nextPage ?? undefined }, schema: AssetList });
}

/** The library under a prefix, page by page by the server's nextPage token (infinite scroll). */
export function useAssetPages(prefix: string) {
  return useInfiniteQuery<
    AssetList,
    Error,
    InfiniteData<AssetList, PageToken>,
    ReturnType<typeof assetKeys.list>,
    PageToken
  >({
    queryKey: assetKeys.list(prefix),
    queryFn: ({ pageParam }) => loadPage(prefix, pageParam),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextPage ?? undefined,
    staleTime: 10_000,
  });
}

/** One asset's details; idle until a name is given. */
export function useAsset(name: string | undefined) {
  return useQuery({
    queryKey: assetKeys.detail(name ?? ""),
    queryFn: () => api(`asset/${assetPath(name ?? "")}`, { schema: Asset }),
    enabled: name !== undefined && name !== "",
    retry: false,
  });
}

/**
 * The assets sharing a name's base ("a/red.jpg", "a/red.Mask.png", "a/red.Lightmap.png" ...): one list call
 * under the base name and a dot, kept to the names whose base is exactly it.
 */
export function useAssetFamily(name: string | undefined) {
  const stem = name === undefined ? "" : assetBaseStem(name);
  return useQuery({
    queryKey: [...assetKeys.lists(), "family", stem] as const,
    queryFn: async () => {
      const page = await loadPage(`${stem}.`, null);
      return page.assets.filter((asset) => assetBaseStem(asset.name) === stem);
    },
    enabled: stem !== "",
  });
}

/** Deletes an asset: it leaves the lists and its details. */
export function useDeleteAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(`asset/${assetPath(name)}`, { method: "DELETE", schema: z.unknown() }),
    onSuccess: (_answer, name) => {
      queryClient.removeQueries({ queryKey: assetKeys.detail(name), exact: true });
      return queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
    },
  });
}

/** Starts making `{base}.Mask.png` from an image: the job to follow and the name it will have. */
export function requestMask(input: AssetMaskInput): Promise<AssetDerivationStarted> {
  return api("asset/mask", { method: "POST", body: input, schema: AssetDerivationStarted });
}

/** Starts making `{base}.Lightmap.png` from an image with a strength pair. */
export function requestLightmap(input: AssetLightmapInput): Promise<AssetDerivationStarted> {
  return api("asset/lightmap", { method: "POST", body: input, schema: AssetDerivationStarted });
}
