import { Ok } from "@atelier/domain/account/account.schema";
import {
  ApiKey,
  ApiKeyCreated,
  type ApiKeyInput,
  type ApiKeyUpdateInput,
} from "@atelier/domain/account/api-key.schema";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../http";

export const apiKeyKeys = {
  all: ["apikey"] as const,
  lists: () => [...apiKeyKeys.all, "list"] as const,
  list: (companyId: string) => [...apiKeyKeys.lists(), companyId] as const,
};

const keysPath = (companyId: string) => `company/${encodeURIComponent(companyId)}/apikey`;
const keyPath = (companyId: string, apiKeyId: string) => `${keysPath(companyId)}/${encodeURIComponent(apiKeyId)}`;

const apiKeyListQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: apiKeyKeys.list(companyId ?? ""),
    queryFn: () => api(keysPath(companyId ?? ""), { schema: z.array(ApiKey) }),
    enabled: companyId !== undefined && companyId !== "",
  });

/** The company's API keys by name (administrators only); idle until a company id is given. */
export function useApiKeyList(companyId?: string) {
  return useQuery(apiKeyListQuery(companyId));
}

/** One key, read from the list (the API has no call for a single key); null when the list does not hold it. */
export function useApiKey(companyId?: string, apiKeyId?: string) {
  return useQuery({
    ...apiKeyListQuery(companyId),
    select: (keys) => keys.find((key) => key.apiKeyId === apiKeyId) ?? null,
  });
}

const keysChanged = (queryClient: QueryClient, companyId: string) =>
  void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(companyId) });

/** Makes a key; the answer holds the key itself, which is never returned again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, input }: { companyId: string; input: ApiKeyInput }) =>
      api(keysPath(companyId), { method: "POST", body: input, schema: ApiKeyCreated }),
    onSuccess: (_key, { companyId }) => keysChanged(queryClient, companyId),
  });
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, id, input }: { companyId: string; id: string; input: ApiKeyUpdateInput }) =>
      api(keyPath(companyId, id), { method: "PUT", body: input, schema: ApiKey }),
    onSuccess: (_key, { companyId }) => keysChanged(queryClient, companyId),
  });
}

/** Removes a key: requests made with it are refused from then on. */
export function useRemoveApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, id, etag }: { companyId: string; id: string; etag: string }) =>
      api(keyPath(companyId, id), { method: "DELETE", query: { etag }, schema: Ok }),
    onSuccess: (_ok, { companyId }) => keysChanged(queryClient, companyId),
  });
}
