import type { Revisioned } from "../../../cache/revision-cache";

/** What the index finds a blueprint by: the path's codes and the query's site and locale, as the request gave them. */
export interface ServedAddress {
  styleCode: string;
  versionCode: string;
  site: string;
  locale: string;
}

/** An indexed answer: good at its catalogue revision, for moments in [from, until) (its date bucket). */
interface IndexEntry<V> {
  value: V;
  revision: number;
  from: number;
  until: number;
  size: number;
}

type Level<T> = Map<string, T>;
type CompanyLevels<V> = Level<Level<Level<Level<IndexEntry<V>>>>>;

function child<T>(level: Level<T>, key: string, make: () => T): T {
  let found = level.get(key);
  if (found === undefined) {
    found = make();
    level.set(key, found);
  }
  return found;
}

/**
 * The blueprints this process last served without a preview date, reached by nested map lookups on the
 * request's own values (company, style code, version code, site, locale): no key is built and no date bucket
 * searched on a hit (docs/decisions/server-request-hot-path.md). An entry answers only at the catalogue
 * revision and within the date bucket it was served for; the index is a shortcut over the blueprint caches,
 * which stay the source, and it empties itself whole once it holds `maxEntries` answers or `maxBytes` bytes.
 */
export class ServedBlueprintIndex<V extends Revisioned> {
  private readonly companies = new Map<string, CompanyLevels<V>>();
  private entries = 0;
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  find(companyId: string, address: ServedAddress, revision: number, at: number): V | undefined {
    const entry = this.companies
      .get(companyId)
      ?.get(address.styleCode)
      ?.get(address.versionCode)
      ?.get(address.site)
      ?.get(address.locale);
    if (entry === undefined || entry.revision !== revision || at < entry.from || at >= entry.until) return undefined;
    return entry.value;
  }

  /** Indexes `value` (served at `value.revision`) for moments in [from, until), `size` bytes. */
  remember(companyId: string, address: ServedAddress, value: V, from: number, until: number, size: number): void {
    if (this.entries >= this.maxEntries || this.bytes + size > this.maxBytes) this.clear();
    const locales = child(
      child(
        child(
          child(this.companies, companyId, () => new Map()),
          address.styleCode,
          () => new Map(),
        ),
        address.versionCode,
        () => new Map(),
      ),
      address.site,
      () => new Map<string, IndexEntry<V>>(),
    );
    const replaced = locales.get(address.locale);
    if (replaced) {
      this.entries -= 1;
      this.bytes -= replaced.size;
    }
    locales.set(address.locale, { value, revision: value.revision, from, until, size });
    this.entries += 1;
    this.bytes += size;
  }

  clear(): void {
    this.companies.clear();
    this.entries = 0;
    this.bytes = 0;
  }
}
