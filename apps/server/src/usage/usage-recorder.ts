import type { UsageDay, UsageKind } from "@atelier/domain/account/usage.schema";
import { type DayRange, MS_PER_DAY, utcDayKey } from "@atelier/domain/account/usage-series";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { addUsage, usageDays } from "./usage.repo";
import { UsageBuffer, type UsageCount } from "./usage-buffer";

/** How often held counts are stored. */
export const USAGE_FLUSH_MS = 5_000;

/** Where the recorder keeps its counts. */
export interface UsageStore {
  /** Adds every count to the stored days, all or none. */
  add(counts: readonly UsageCount[]): Promise<void>;
  days(companyId: string, kind: UsageKind, range: DayRange): Promise<UsageDay[]>;
}

/** The usage_daily table: one statement per company, all in one transaction. */
export function databaseUsageStore(db: Db): UsageStore {
  return {
    add: (counts) =>
      db.transaction(async (tx) => {
        const byCompany = new Map<string, UsageCount[]>();
        for (const count of counts) {
          const held = byCompany.get(count.companyId);
          if (held) held.push(count);
          else byCompany.set(count.companyId, [count]);
        }
        for (const [companyId, amounts] of byCompany) await addUsage(tx, companyId, amounts);
      }),
    days: (companyId, kind, range) => usageDays(db, companyId, kind, range),
  };
}

/**
 * Counts usage in memory (no database call per request) and stores it by `flush`, which adds the held
 * counts to the stored days. A failed flush keeps the counts for the next one. Flushes and reads take
 * turns, so a read sees each count exactly once: stored, or still held.
 */
export class UsageRecorder {
  readonly #buffer = new UsageBuffer();
  #day = Number.NaN;
  #dayKey = "";
  #turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: UsageStore,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {}

  /** Adds an amount to the company's usage of today (UTC). */
  record(companyId: string, kind: UsageKind, amount: number): void {
    this.#buffer.add({ companyId, kind, day: this.#today(), amount });
  }

  /** The day key of the clock's UTC day, worked out once a day rather than on every counted answer. */
  #today(): string {
    const day = Math.floor(this.clock().getTime() / MS_PER_DAY);
    if (day !== this.#day) {
      this.#day = day;
      this.#dayKey = utcDayKey(new Date(day * MS_PER_DAY));
    }
    return this.#dayKey;
  }

  /** Stores the held counts; on failure, logs it and holds them again. */
  flush(): Promise<void> {
    return this.#inTurn(async () => {
      const counts = this.#buffer.take();
      if (counts.length === 0) return;
      try {
        await this.store.add(counts);
      } catch (error) {
        for (const count of counts) this.#buffer.add(count);
        this.log.error({ err: error, counts: counts.length }, "storing usage failed; the counts are kept");
      }
    });
  }

  /** The company's days of one kind in the range: the stored ones and the held ones (a day may come twice). */
  days(companyId: string, kind: UsageKind, range: DayRange): Promise<UsageDay[]> {
    return this.#inTurn(async () => {
      const stored = await this.store.days(companyId, kind, range);
      return [...stored, ...this.#buffer.pending(companyId, kind, range)];
    });
  }

  #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#turn.then(work);
    this.#turn = run.catch(() => undefined);
    return run;
  }
}
