import { CACHE_CLEARED } from "@atelier/domain/settings/cache.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../http";
import { CACHE_FLUSH_TIMED_OUT, flushCache } from "./cache";

afterEach(() => vi.unstubAllGlobals());

describe("flushCache", () => {
  it("posts the flush and answers its message", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: CACHE_CLEARED }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await expect(flushCache("blueprints")).resolves.toEqual({ message: CACHE_CLEARED });
    expect(fetch).toHaveBeenCalledWith("/api/v1/cache/blueprints", expect.objectContaining({ method: "POST" }));
  });

  it("aborts a flush that outlasts its time-out and says so", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const failure = await flushCache("assets", 20).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).messages).toEqual([CACHE_FLUSH_TIMED_OUT]);
  });

  it("passes the server's refusal on", async () => {
    const body = JSON.stringify({ message: "You are not allowed to do this." });
    vi.stubGlobal("fetch", async () => new Response(body, { status: 403 }));
    const failure = await flushCache("assets/fast").catch((error: unknown) => error);
    expect((failure as ApiError).status).toBe(403);
  });
});
