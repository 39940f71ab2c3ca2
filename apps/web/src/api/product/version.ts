import {
  Version,
  type VersionCloneInput,
  VersionCloneResult,
  VersionList,
  type VersionUpdateInput,
} from "@atelier/domain/product/version.schema";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";
import { productKeys } from "./product-list";

export const versionKeys = {
  all: (productId: string) => ["version", productId] as const,
  list: (productId: string) => [...versionKeys.all(productId), "list"] as const,
  detail: (productId: string, versionId: string) => [...versionKeys.all(productId), "detail", versionId] as const,
};

const versionsPath = (productId: string) => `product/${encodeURIComponent(productId)}/version`;
const versionPath = (productId: string, versionId: string) =>
  `${versionsPath(productId)}/${encodeURIComponent(versionId)}`;

/** The versions of a product and the product lists, whose recent versions follow every version change. */
function invalidateVersions(queryClient: QueryClient, productId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: versionKeys.all(productId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
  ]);
}

/** A product's versions, by code (also read outside components, e.g. to find the active one). */
export function versionListQuery(productId: string) {
  return queryOptions({
    queryKey: versionKeys.list(productId),
    queryFn: () => api(versionsPath(productId), { schema: VersionList }),
  });
}

export function useVersions(productId: string | undefined) {
  return useQuery({ ...versionListQuery(productId ?? ""), enabled: productId !== undefined });
}

/** One version with its component groups and its product's name, style code and status. */
export function useVersion(productId: string | undefined, versionId: string | undefined) {
  return useQuery({
    queryKey: versionKeys.detail(productId ?? "", versionId ?? ""),
    queryFn: () =>
      api(versionPath(productId ?? "", versionId ?? ""), { query: { expand: "componentgroups" }, schema: Version }),
    enabled: productId !== undefined && versionId !== undefined,
  });
}

/** Adds an empty version, or branches `parentVersionId` into a new child version. */
export function useCreateVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, parentVersionId }: { productId: string; parentVersionId?: string }) =>
      api(versionsPath(productId), {
        method: "POST",
        body: parentVersionId === undefined ? {} : { parentVersionId },
        schema: Version,
      }),
    onSuccess: (version, { productId }) => {
      queryClient.setQueryData(versionKeys.detail(productId, version.versionId), version);
      return invalidateVersions(queryClient, productId);
    },
  });
}

/** Saves a version with the etag it was read with; `input.active: true` also makes it the active one. */
export function useUpdateVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      versionId,
      input,
    }: {
      productId: string;
      versionId: string;
      input: VersionUpdateInput;
    }) => api(versionPath(productId, versionId), { method: "PUT", body: input, schema: Version }),
    onSuccess: (version, { productId, versionId }) => {
      queryClient.setQueryData(versionKeys.detail(productId, versionId), version);
      return invalidateVersions(queryClient, productId);
    },
  });
}

/** Deletes (archives) a version; the etag must be the current one. */
export function useRemoveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, versionId, etag }: { productId: string; versionId: string; etag: string }) =>
      api(versionPath(productId, versionId), { method: "DELETE", query: { etag }, schema: z.unknown() }),
    onSuccess: (_answer, { productId, versionId }) => {
      queryClient.removeQueries({ queryKey: versionKeys.detail(productId, versionId) });
      return invalidateVersions(queryClient, productId);
    },
  });
}

/** Copies a version (with its packages, and its components when asked) into a new product. */
export function useCloneVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, versionId, components }: { productId: string; versionId: string } & VersionCloneInput) =>
      api(`${versionPath(productId, versionId)}/clone`, {
        method: "POST",
        body: { components },
        schema: VersionCloneResult,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
