import { type NormalizedError, normalizeError } from "@atelier/domain/shared/errors";
import { MESSAGES } from "@atelier/domain/shared/messages";
import type { z } from "zod";

/** A failed call, normalised as the error catalogue says. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly fields: Record<string, string[]>;
  /** The answer's JSON as sent, for calls whose refusals carry more than messages (e.g. unknownWords). */
  readonly body: unknown;

  constructor(normalized: NormalizedError, body?: unknown) {
    super(normalized.messages[0]);
    this.name = "ApiError";
    this.status = normalized.status;
    this.messages = normalized.messages;
    this.fields = normalized.fields;
    this.body = body;
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return new ApiError(normalizeError(0, chunkFailed ? { message: MESSAGES.loadingChunkFailed } : undefined));
}

/** `?a=1&b=2` from the defined parameters, in the order given; "" when none is defined. */
export function queryString(query: CallOptions<unknown>["query"] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

interface CallOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Query-string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses the answer with the domain schema, so the app never trusts an unchecked shape. */
  schema: z.ZodType<T>;
  /** Extra request headers, e.g. the Studio's `Authorization` for a storefront key. */
  headers?: Record<string, string>;
  /** Aborts the call (e.g. after a time-out); the call then fails like a lost connection. */
  signal?: AbortSignal;
}

/** Calls the Atelier API under /api/v1/ with the session cookie. */
export async function api<T>(
  path: string,
  { method = "GET", body, query, schema, headers = {}, signal }: CallOptions<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path}${queryString(query)}`, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { ...headers, accept: "application/json" }
          : { ...headers, "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch {
    throw new ApiError(normalizeError(0, undefined));
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw new ApiError(normalizeError(response.status, json), json);
  return schema.parse(json);
}
