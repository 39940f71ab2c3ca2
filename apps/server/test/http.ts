import type { FastifyInstance } from "fastify";

export interface CallOptions {
  cookie?: string;
  authorization?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Calls `/api/v1/<path>` through inject() and answers status, parsed body and the raw response. */
export async function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.authorization) headers.authorization = options.authorization;
  const response = await app.inject({
    method,
    url: `/api/v1/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const body: unknown = response.body ? JSON.parse(response.body) : undefined;
  return { status: response.statusCode, body, response };
}

export type CallResult = Awaited<ReturnType<typeof call>>;

export const get = (app: FastifyInstance, path: string, options?: CallOptions) =>
  call(app, "GET", path, undefined, options);
export const post = (app: FastifyInstance, path: string, payload?: unknown, options?: CallOptions) =>
  call(app, "POST", path, payload, options);

/** Calls made as one caller: a session cookie, an API key's Authorization header, or nobody. */
export interface ApiClient {
  get(path: string): Promise<CallResult>;
  post(path: string, payload?: unknown): Promise<CallResult>;
  put(path: string, payload?: unknown): Promise<CallResult>;
  delete(path: string): Promise<CallResult>;
}

export function apiClient(app: FastifyInstance, as: Pick<CallOptions, "cookie" | "authorization"> = {}): ApiClient {
  return {
    get: (path) => call(app, "GET", path, undefined, as),
    post: (path, payload) => call(app, "POST", path, payload, as),
    put: (path, payload) => call(app, "PUT", path, payload, as),
    delete: (path) => call(app, "DELETE", path, undefined, as),
  };
}

/** The session cookie a response set, as a Cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "atelier_session");
  if (!cookie) throw new Error("no session cookie");
  return `atelier_session=${cookie.value}`;
}

/** The first link in an outbox message's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}
