import { createHash } from "node:crypto";

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
 * Serialised lists by key (each list reader puts the company and its query in the key), least recently used
 * first out once their bytes pass `maxBytes`. An entry answers only for the catalogue revision it was read
 * at, so any write to the company's catalogue retires its lists (docs/decisions/server-product-list-cache.md).
 */
export class SerialisedListCache {
  private readonly entries = new Map<string, SerialisedList>();
  /** Lists being read, so that concurrent misses for one key and revision read the database once. */
  private readonly building = new Map<string, Promise<SerialisedList>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

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
