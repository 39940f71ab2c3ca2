/** What a revision cache keeps: a value read at one catalogue revision of its company. */
export interface Revisioned {
  readonly revision: number;
}

/** A kept value, and whether it was read since eviction last passed it (its second chance). */
interface Slot<V> {
  value: V;
  used: boolean;
}

/**
 * Values by key (each reader puts the company and its query in the key), the least recently used first out
 * once their sizes (`sizeOf`, in whatever unit `maxSize` counts) pass `maxSize`: eviction walks from the
 * oldest and gives an entry read since then a second chance (the clock approximation of LRU), so a read
 * only marks its entry, where moving it to the end would cost two map writes on every hit. An entry answers
 * only for the catalogue revision it was read at, so any write to the company's catalogue retires its
 * entries (docs/decisions/server-product-list-cache.md).
 */
export class RevisionCache<V extends Revisioned> {
  private readonly entries = new Map<string, Slot<V>>();
  /** Values being read, so that concurrent misses for one key and revision read the database once. */
  private readonly building = new Map<string, Promise<V>>();
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, revision: number): V | undefined {
    const slot = this.entries.get(key);
    if (!slot || slot.value.revision !== revision) return undefined;
    slot.used = true;
    return slot.value;
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
    if (current && current.value.revision > entry.revision) return;
    this.delete(key);
    const size = this.sizeOf(entry);
    if (size > this.maxSize) return;
    this.entries.set(key, { value: entry, used: false });
    this.size += size;
    this.evict(key);
  }

  /** Drops the oldest entries until the sizes fit, passing over (once) those read since; never `kept`. */
  private evict(kept: string): void {
    for (const [oldest, slot] of this.entries) {
      if (this.size <= this.maxSize) break;
      if (slot.used && oldest !== kept) {
        slot.used = false;
        this.entries.delete(oldest);
        this.entries.set(oldest, slot);
      } else if (oldest !== kept) {
        this.delete(oldest);
      }
    }
  }

  private delete(key: string): void {
    const slot = this.entries.get(key);
    if (!slot) return;
    this.entries.delete(key);
    this.size -= this.sizeOf(slot.value);
  }
}
