import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./env";

/** Calls the Atelier API as the browser would: JSON, with the Origin of the app. */
export async function postJson(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(`/api/v1/${path}`, {
    data,
    headers: { origin: BASE_URL, "content-type": "application/json" },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

export async function signInThroughApi(request: APIRequestContext, username: string, password: string): Promise<void> {
  await postJson(request, "account/login", { username, password });
}
