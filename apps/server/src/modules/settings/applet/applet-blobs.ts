import type { AppDeps } from "../../../deps";

/** Where an applet's uploads are stored: a new key for every upload, so a replaced file never shows half-written. */
export const appletBlobPrefix = (companyId: string, appletId: string) => `${companyId}/applets/${appletId}/`;

/**
 * Removes objects no row refers to any more (a replaced or removed file, a removed applet's), after the
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
      log.warn({ err: error, key }, "an applet file's object could not be removed");
    }
  }
}
