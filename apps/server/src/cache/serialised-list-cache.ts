import { createHash } from "node:crypto";
import { RevisionCache } from "./revision-cache";

/** A list serialised once: its JSON bytes, their ETag, and the catalogue revision it was read at. */
export interface SerialisedList {
  revision: number;
  etag: string;
  body: Buffer;
}

/** A strong ETag from the bytes themselves: equal bytes, equal tag, whichever process or revision made them. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Serialised lists by key, least recently used first out once their bytes pass `maxBytes`; each answers only for
 * the catalogue revision it was read at (RevisionCache).
 */
export class SerialisedListCache extends RevisionCache<SerialisedList> {
  constructor(maxBytes: number) {
    super(maxBytes, (list) => list.body.length);
  }
}
