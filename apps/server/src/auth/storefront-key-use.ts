import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { markStorefrontKeyUsed } from "./auth.repo";

/** A storefront key's `lastUsed` is kept to within this: the row is written at most once per interval. */
export const STOREFRONT_KEY_USE_INTERVAL_MS = 60_000;

/**
 * Keeps the `lastUsedAt` of storefront keys roughly current without a write per request: the first call of
 * a key in each interval writes it (not awaited: the answer never waits for it), later calls of the interval
 * write nothing (docs/decisions/server-customer-storefront-keys.md).
 */
export class StorefrontKeyUse {
  readonly #marked = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  note(storefrontKeyId: string, at: Date): void {
    const now = at.getTime();
    const last = this.#marked.get(storefrontKeyId);
    if (last !== undefined && now - last < STOREFRONT_KEY_USE_INTERVAL_MS && now >= last) return;
    this.#marked.set(storefrontKeyId, now);
    const since = new Date(now - STOREFRONT_KEY_USE_INTERVAL_MS);
    markStorefrontKeyUsed(this.db, storefrontKeyId, at, since).catch((err: unknown) =>
      this.log.warn({ err, storefrontKeyId }, "storefront key use not recorded"),
    );
  }
}
