import type { APIRequestContext } from "@playwright/test";
import { BASE_URL } from "./env";

/** Calls the Atelier API as the browser would: JSON, with the Origin of the app. Throws on a failure status. */
export async function callApi<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data,
    headers: { origin: BASE_URL, "content-type": "application/json" },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body as T;
}

export async function postJson(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  return callApi<unknown>(request, "POST", path, data);
}

export async function signInThroughApi(request: APIRequestContext, username: string, password: string): Promise<void> {
  await postJson(request, "account/login", { username, password });
}
