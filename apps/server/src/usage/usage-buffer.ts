import type { UsageDay, UsageKind } from "@atelier/domain/account/usage.schema";
import type { DayRange } from "@atelier/domain/account/usage-series";

/** An amount of one kind counted for a company on a UTC day (YYYY-MM-DD). */
export interface UsageCount {
  companyId: string;
  kind: UsageKind;
  day: string;
  amount: number;
}

const keyOf = (count: Omit<UsageCount, "amount">) => `${count.companyId}\n${count.kind}\n${count.day}`;

/** Counts not yet stored, summed per company, kind and day. */
export class UsageBuffer {
  readonly #counts = new Map<string, UsageCount>();

  add(count: UsageCount): void {
    if (count.amount === 0) return;
    const key = keyOf(count);
    const held = this.#counts.get(key);
    if (held) held.amount += count.amount;
    else this.#counts.set(key, { ...count });
  }

  /** Takes every count out of the buffer (to store them; give them back with `add` if that fails). */
  take(): UsageCount[] {
    const counts = [...this.#counts.values()];
    this.#counts.clear();
    return counts;
  }

  /** The company's held counts of one kind on the days of the range. */
  pending(companyId: string, kind: UsageKind, range: DayRange): UsageDay[] {
    const days: UsageDay[] = [];
    for (const count of this.#counts.values()) {
      const inRange = count.day >= range.start && count.day <= range.end;
      if (count.companyId === companyId && count.kind === kind && inRange) {
        days.push({ date: count.day, total: count.amount });
      }
    }
    return days;
  }
}
