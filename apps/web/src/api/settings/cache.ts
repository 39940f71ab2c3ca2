import { CACHE_FLUSH_TIMEOUT_MS, CacheFlushResult } from "@atelier/domain/settings/cache.schema";
import { normalizeError } from "@atelier/domain/shared/errors";
import { useMutation } from "@tanstack/react-query";
import { ApiError, api } from "../http";

/** The Caching box's flushes (spec part 3): each a POST under /api/v1/cache. */
export const CACHE_FLUSHES = ["blueprints", "assets/fast", "assets"] as const;
export type CacheFlush = (typeof CACHE_FLUSHES)[number];

/** What the box shows when a flush outlasts its time-out. */
export const CACHE_FLUSH_TIMED_OUT = `The cache flush did not answer within ${CACHE_FLUSH_TIMEOUT_MS / 1000} seconds and was stopped.`;

/** Runs one flush; the call is aborted after CACHE_FLUSH_TIMEOUT_MS and then fails with CACHE_FLUSH_TIMED_OUT. */
export async function flushCache(flush: CacheFlush, timeoutMs = CACHE_FLUSH_TIMEOUT_MS): Promise<CacheFlushResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await api(`cache/${flush}`, { method: "POST", schema: CacheFlushResult, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(normalizeError(0, { message: CACHE_FLUSH_TIMED_OUT }));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A flush as a mutation: nothing cached on this page changes, so nothing is invalidated. */
export function useFlushCache() {
  return useMutation({ mutationFn: (flush: CacheFlush) => flushCache(flush) });
}
