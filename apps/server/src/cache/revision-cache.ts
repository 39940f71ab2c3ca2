/** What a revision cache keeps: a value read at one catalogue revision of its company. */
export interface Revisioned {
  readonly revision: number;
}

/**
 * Values by key (each reader puts the company and its query in the key), least recently used first out once
 * their sizes (`sizeOf`, in whatever unit `maxSize` counts) pass `maxSize`. An entry answers only for the
 * catalogue revision it was read at, so any write to the company's catalogue retires its entries
 * (docs/decisions/server-product-list-cache.md).
 */
export class RevisionCache<V extends Revisioned> {
  private readonly entries = new Map<string, V>();
  /** Values being read, so that concurrent misses for one key and revision read the database once. */
  private readonly building = new Map<string, Promise<V>>();
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, revision: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.revision !== revision) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry of `key` at `revision`, built (once, however many ask meanwhile) and kept when missing. */
  async getOrBuild(key: string, revision: number, build: () => Promise<V>): Promise<V> {
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

  /** Files `entry` under `key`, unless a value of a later revision is already there. */
  set(key: string, entry: V): void {
    const current = this.entries.get(key);
    if (current && current.revision > entry.revision) return;
    this.delete(key);
    const size = this.sizeOf(entry);
    if (size > this.maxSize) return;
    this.entries.set(key, entry);
    this.size += size;
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= this.sizeOf(entry);
  }
}
