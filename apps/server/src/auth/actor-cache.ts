import type { Actor } from "./actor";

/** How long a resolved session or key answers without the database: the most another process lags. */
export const ACTOR_CACHE_TTL_MS = 5_000;
/** Entries kept at most; the oldest go first. */
export const ACTOR_CACHE_MAX_ENTRIES = 10_000;
/** Change records are kept this long (reads slower than this are still bounded by the time to live). */
const CHANGE_MEMORY_MS = 60_000;

/** What a write to sessions, memberships, API keys or storefront keys concerns. */
export type ActorChange =
  | { userId: string }
  | { sessionId: string }
  | { apiKeyId: string }
  | { storefrontKeyId: string }
  | { tokenHash: string };

/** A cache slot: sessions and keys (API and storefront) apart, so a key sent as a cookie never resolves as the key. */
export type ActorSlot = `session:${string}` | `key:${string}`;

interface Entry {
  actor: Actor;
  tokenHash: string;
  /** When the session ends (app clock, ms); Infinity for a key. */
  expiresAt: number;
  /** When the entry was read (monotonic ms). */
  readAt: number;
}

function concerns(change: ActorChange, tokenHash: string, actor: Actor): boolean {
  if ("tokenHash" in change) return change.tokenHash === tokenHash;
  if ("apiKeyId" in change) return actor.kind === "apiKey" && actor.apiKeyId === change.apiKeyId;
  if ("storefrontKeyId" in change) {
    return actor.kind === "storefront" && actor.storefrontKeyId === change.storefrontKeyId;
  }
  if (actor.kind !== "user") return false;
  return "userId" in change ? actor.userId === change.userId : actor.sessionId === change.sessionId;
}

/**
 * Resolved sessions, API keys and storefront keys by token hash, for ACTOR_CACHE_TTL_MS and never past the session's expiry.
 * Every write that can change who a token stands for calls `forget` (see forgetActors), which drops the
 * entries it concerns at once and keeps entries of the same actor from being filed again from reads begun
 * before the change or within the time to live after it, so a write inside a transaction is safe even
 * though it is announced before its commit (docs/decisions/server-session-cache.md).
 */
export class ActorCache {
  readonly #entries = new Map<ActorSlot, Entry>();
  #changes: { change: ActorChange; at: number }[] = [];

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly ttlMs = ACTOR_CACHE_TTL_MS,
    private readonly maxEntries = ACTOR_CACHE_MAX_ENTRIES,
  ) {}

  /** The monotonic time to pass to `set` as the start of a database read. */
  readStart(): number {
    return this.now();
  }

  /** The actor of `slot` when still fresh and, for a session, not expired at `at`. */
  get(slot: ActorSlot, at: Date): Actor | undefined {
    const entry = this.#entries.get(slot);
    if (!entry) return undefined;
    if (this.now() - entry.readAt >= this.ttlMs || entry.expiresAt <= at.getTime()) {
      this.#entries.delete(slot);
      return undefined;
    }
    return entry.actor;
  }

  /** Files `actor`, read from the database from `readAt` on, unless a change concerning it may postdate the read. */
  set(slot: ActorSlot, entry: { actor: Actor; tokenHash: string; expiresAt: Date | null }, readAt: number): void {
    const { actor, tokenHash } = entry;
    const unsure = this.#changes.some(
      (change) => change.at > readAt - this.ttlMs && concerns(change.change, tokenHash, actor),
    );
    if (unsure) return;
    this.#entries.delete(slot);
    Object.freeze(actor.roles);
    this.#entries.set(slot, {
      actor: Object.freeze(actor),
      tokenHash,
      expiresAt: entry.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY,
      readAt,
    });
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  /** Drops every entry `change` concerns, and keeps them from being filed again from reads that may predate it. */
  forget(change: ActorChange): void {
    const at = this.now();
    this.#changes = this.#changes.filter((recorded) => at - recorded.at < CHANGE_MEMORY_MS);
    this.#changes.push({ change, at });
    for (const [slot, entry] of this.#entries) {
      if (concerns(change, entry.tokenHash, entry.actor)) this.#entries.delete(slot);
    }
  }
}

/** The process's cache: it mirrors rows of the one database the process serves. */
export const actorCache = new ActorCache();

/**
 * Called by every repo write that can change who a session or key stands for, or with which roles:
 * sign-out, ending a user's sessions, moving a session to another company, removing or changing a membership,
 * removing or changing an API key or a storefront key. The repos call it with the write itself, so no service can forget it; inside
 * a transaction that is before the commit, which `set` allows for.
 */
export function forgetActors(change: ActorChange): void {
  actorCache.forget(change);
}
