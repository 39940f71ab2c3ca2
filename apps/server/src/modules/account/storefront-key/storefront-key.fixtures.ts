import type {
  StorefrontKey,
  StorefrontKeyCreated,
  StorefrontKeyInput,
  StorefrontKeyList,
} from "@atelier/domain/account/storefront-key.schema";
import { type ApiClient, apiClient } from "../../../../test/http";
import type { TestApp } from "../../../../test/test-app";

/** The path of the company's storefront keys, or of one key. */
export const storefrontKeyPath = (companyId: string, storefrontKeyId?: string) =>
  storefrontKeyId === undefined
    ? `company/${companyId}/storefrontkey`
    : `company/${companyId}/storefrontkey/${storefrontKeyId}`;

/** Adds a storefront key through POST company/{companyId}/storefrontkey; answers it and a client calling as it. */
export async function addStorefrontKey(
  t: Pick<TestApp, "app">,
  client: ApiClient,
  companyId: string,
  input: StorefrontKeyInput,
) {
  const res = await client.post(storefrontKeyPath(companyId), input);
  if (res.status !== 201) throw new Error(`POST storefrontkey answered ${res.status}`);
  const created = res.body as StorefrontKeyCreated;
  return { created, asStorefront: apiClient(t.app, { authorization: `Bearer ${created.key}` }) };
}

/** The company's storefront keys as `client` lists them. */
export async function listStorefrontKeys(client: ApiClient, companyId: string): Promise<StorefrontKey[]> {
  return ((await client.get(storefrontKeyPath(companyId))).body as StorefrontKeyList).storefrontKeys;
}
