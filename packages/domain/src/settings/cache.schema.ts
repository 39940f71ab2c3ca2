import { z } from "zod";

/** The Caching box of the Settings panel (spec part 3): three flushes, each confirmed. */
export const CACHE_CLEARED = "Cache cleared";
export const ASSETS_CACHE_INVALIDATED = "Assets cache invalidated";
/** Cache flush calls time out after this many milliseconds (spec part 3, section 9). */
export const CACHE_FLUSH_TIMEOUT_MS = 120_000;

/** The answer of each flush: the message the box shows. */
export const CacheFlushResult = z.object({ message: z.string() });
export type CacheFlushResult = z.infer<typeof CacheFlushResult>;
