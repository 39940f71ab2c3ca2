import type { ApiKey, ApiKeyCreated, ApiKeyInput } from "@atelier/domain/account/api-key.schema";
import { type ApiClient, apiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";

/** The path of the company's keys, or of one key. */
export const keyPath = (companyId: string, apiKeyId?: string) =>
  apiKeyId === undefined ? `company/${companyId}/apikey` : `company/${companyId}/apikey/${apiKeyId}`;

/** Adds a key through POST company/{companyId}/apikey; answers it and a client calling as it. */
export async function addKey(t: Pick<TestApp, "app">, client: ApiClient, companyId: string, input: ApiKeyInput) {
  const res = await client.post(keyPath(companyId), input);
  if (res.status !== 201) throw new Error(`POST apikey answered ${res.status}`);
  const created = res.body as ApiKeyCreated;
  return { created, asKey: apiClient(t.app, { authorization: `Bearer ${created.key}` }) };
}

/** The company's keys as `client` lists them. */
export async function listKeys(client: ApiClient, companyId: string): Promise<ApiKey[]> {
  return (await client.get(keyPath(companyId))).body as ApiKey[];
}
