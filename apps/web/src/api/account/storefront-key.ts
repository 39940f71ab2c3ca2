import { Ok } from "@atelier/domain/account/account.schema";
import {
  StorefrontKey,
  StorefrontKeyCreated,
  type StorefrontKeyInput,
  StorefrontKeyList,
  type StorefrontKeyUpdateInput,
} from "@atelier/domain/account/storefront-key.schema";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../http";

export const storefrontKeyKeys = {
  all: ["storefrontkey"] as const,
  lists: () => [...storefrontKeyKeys.all, "list"] as const,
  list: (companyId: string) => [...storefrontKeyKeys.lists(), companyId] as const,
};

const keysPath = (companyId: string) => `company/${encodeURIComponent(companyId)}/storefrontkey`;
const keyPath = (companyId: string, storefrontKeyId: string) =>
  `${keysPath(companyId)}/${encodeURIComponent(storefrontKeyId)}`;

const storefrontKeyListQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: storefrontKeyKeys.list(companyId ?? ""),
    queryFn: async () => (await api(keysPath(companyId ?? ""), { schema: StorefrontKeyList })).storefrontKeys,
    enabled: companyId !== undefined && companyId !== "",
  });

/** The company's storefront keys by name (administrators only); idle until a company id is given. */
export function useStorefrontKeyList(companyId?: string) {
  return useQuery(storefrontKeyListQuery(companyId));
}

/** One key, read from the list (the API has no call for a single key); null when the list does not hold it. */
export function useStorefrontKey(companyId?: string, storefrontKeyId?: string) {
  return useQuery({
    ...storefrontKeyListQuery(companyId),
    select: (keys) => keys.find((key) => key.storefrontKeyId === storefrontKeyId) ?? null,
  });
}

const keysChanged = (queryClient: QueryClient, companyId: string) =>
  void queryClient.invalidateQueries({ queryKey: storefrontKeyKeys.list(companyId) });

/** Makes a key; the answer holds the key itself, which is never returned again. */
export function useCreateStorefrontKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: string; input: StorefrontKeyInput }) =>
      api(keysPath(companyId), { method: "POST", body: input, schema: StorefrontKeyCreated }),
    onSuccess: (_key, { companyId }) => keysChanged(queryClient, companyId),
  });
}

export function useUpdateStorefrontKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, id, input }: { companyId: string; id: string; input: StorefrontKeyUpdateInput }) =>
      api(keyPath(companyId, id), { method: "PUT", body: input, schema: StorefrontKey }),
    onSuccess: (_key, { companyId }) => keysChanged(queryClient, companyId),
  });
}

/** Revokes (removes) a key: storefront calls made with it are refused from then on. */
export function useRemoveStorefrontKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, id, etag }: { companyId: string; id: string; etag: string }) =>
      api(keyPath(companyId, id), { method: "DELETE", query: { etag }, schema: Ok }),
    onSuccess: (_ok, { companyId }) => keysChanged(queryClient, companyId),
  });
}
