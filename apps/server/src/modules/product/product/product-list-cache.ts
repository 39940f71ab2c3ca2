import { createHash } from "node:crypto";

/** A product list serialised once: its JSON bytes, their ETag, and the catalogue revision it was read at. */
export interface SerialisedList {
  revision: number;
  etag: string;
  body: Buffer;
}

/** The default bound of the cache: a 10,000-product list with recent versions is about 4 MB. */
export const LIST_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A strong ETag from the bytes themselves: equal bytes, equal tag, whichever process or revision made them. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Serialised product lists by key (company, query and, for editedBy=me, user), least recently used first
 * out once their bytes pass `maxBytes`. An entry answers only for the revision it was read at.
 */
export class ProductListCache {
  private readonly entries = new Map<string, SerialisedList>();
  /** Lists being read, so that concurrent misses for one key and revision read the database once. */
  private readonly building = new Map<string, Promise<SerialisedList>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number = LIST_CACHE_MAX_BYTES) {}

  get(key: string, revision: number): SerialisedList | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.revision !== revision) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry of `key` at `revision`, built (once, however many ask meanwhile) and kept when missing. */
  async getOrBuild(key: string, revision: number, build: () => Promise<SerialisedList>): Promise<SerialisedList> {
    const cached = this.get(key, revision);
    if (cached) return cached;
    const buildKey = `${revision}:${key}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = build().finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
      this.set(key, await pending);
    }
    return pending;
  }

  /** Files `entry` under `key`, unless a list of a later revision is already there. */
  set(key: string, entry: SerialisedList): void {
    const current = this.entries.get(key);
    if (current && current.revision > entry.revision) return;
    this.delete(key);
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
