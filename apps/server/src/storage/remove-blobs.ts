import type { AppDeps } from "../deps";

/**
 * Removes objects no row refers to any more (a replaced or removed file's, a refused upload's), after the
 * transaction that let go of them committed. A failure is logged: an orphan object costs space, never data.
 */
export async function removeBlobsAfterCommit(
  { storage, log }: Pick<AppDeps, "storage" | "log">,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, "a stored object could not be removed");
    }
  }
}
