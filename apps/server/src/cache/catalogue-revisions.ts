/**
 * Catalogue revisions kept in memory, so that a cached product list is answered without a database statement.
 * Trusted only while the listener of `catalogue_revision` notifications is connected: every revision committed
 * since it started listening reaches `notified`. A company not known yet (or known before the listener last
 * connected, or written through this process since) is read from the database once by `read`.
 */
export class CatalogueRevisions {
  /** The highest revision seen per company since the listener connected, from notifications and reads. */
  readonly #latest = new Map<string, number>();
  /** Companies whose entry in #latest is current (read since the listener connected and since their last write). */
  readonly #trusted = new Set<string>();
  #listening = false;
  /** Raised whenever trust is withdrawn: a database read begun before does not make a company trusted. */
  #generation = 0;

  constructor(private readonly read: (companyId: string) => Promise<number>) {}

  /** The company's current revision. */
  current(companyId: string): Promise<number> {
    const latest = this.known(companyId);
    return latest === undefined ? this.#readAndTrust(companyId) : Promise.resolve(latest);
  }

  /** The company's current revision when this process knows it without asking the database, else undefined. */
  known(companyId: string): number | undefined {
    return this.#trusted.has(companyId) ? this.#latest.get(companyId) : undefined;
  }

  /** The listener connected (its LISTEN is in effect) or lost its connection: nothing known stays. */
  listening(connected: boolean): void {
    this.#listening = connected;
    this.#latest.clear();
    this.#trusted.clear();
    this.#generation++;
  }

  /** A notification `<company id>:<revision>`, in commit order. */
  notified(payload: string): void {
    const split = payload.lastIndexOf(":");
    const revision = Number(payload.slice(split + 1));
    if (this.#listening && split > 0 && Number.isSafeInteger(revision)) this.#raise(payload.slice(0, split), revision);
  }

  /**
   * A request of this process may have written the company's catalogue and is about to answer: the next read
   * asks the database, so the writer's next call sees its write even before the notification arrives.
   */
  wrote(companyId: string): void {
    this.#trusted.delete(companyId);
    this.#generation++;
  }

  async #readAndTrust(companyId: string): Promise<number> {
    const generation = this.#generation;
    const revision = await this.read(companyId);
    if (!this.#listening) return revision;
    this.#raise(companyId, revision);
    if (generation === this.#generation) this.#trusted.add(companyId);
    return this.#latest.get(companyId) ?? revision;
  }

  #raise(companyId: string, revision: number): void {
    if (revision > (this.#latest.get(companyId) ?? -1)) this.#latest.set(companyId, revision);
  }
}
