import type { UsageDay, UsageKind } from "@atelier/domain/account/usage.schema";
import type { DayRange } from "@atelier/domain/account/usage-series";
import { describe, expect, it, vi } from "vitest";
import type { UsageCount } from "./usage-buffer";
import { UsageRecorder, type UsageStore } from "./usage-recorder";

const NOVEMBER = { start: "2026-11-01", end: "2026-11-30" };

/** A store in memory that can be made to fail, or to wait before it writes. */
class MemoryStore implements UsageStore {
  readonly rows = new Map<string, number>();
  failNext = false;
  gate: Promise<void> | undefined;

  async add(counts: readonly UsageCount[]): Promise<void> {
    await this.gate;
    if (this.failNext) {
      this.failNext = false;
      throw new Error("database unavailable");
    }
    for (const { companyId, kind, day, amount } of counts) {
      const key = `${companyId}/${kind}/${day}`;
      this.rows.set(key, (this.rows.get(key) ?? 0) + amount);
    }
  }

  async days(companyId: string, kind: UsageKind, range: DayRange): Promise<UsageDay[]> {
    return [...this.rows].flatMap(([key, total]) => {
      const [company, rowKind, date = ""] = key.split("/");
      const wanted = company === companyId && rowKind === kind && date >= range.start && date <= range.end;
      return wanted ? [{ date, total }] : [];
    });
  }
}

function recorderAt(at: string) {
  const store = new MemoryStore();
  const log = { error: vi.fn() };
  let now = new Date(at);
  const recorder = new UsageRecorder(store, () => now, log);
  return { store, log, recorder, setNow: (next: string) => (now = new Date(next)) };
}

const total = (days: UsageDay[]) => days.reduce((sum, day) => sum + day.total, 0);

describe("UsageRecorder", () => {
  it("files counts on the UTC day of the clock", async () => {
    const { recorder, setNow } = recorderAt("2026-11-03T23:59:59Z");
    recorder.record("a", "bandwidth", 10);
    setNow("2026-11-04T00:00:00Z");
    recorder.record("a", "bandwidth", 5);
    expect(await recorder.days("a", "bandwidth", NOVEMBER)).toEqual([
      { date: "2026-11-03", total: 10 },
      { date: "2026-11-04", total: 5 },
    ]);
  });

  it("moves held counts to the store on flush, adding to what is stored, once", async () => {
    const { recorder, store } = recorderAt("2026-11-03T12:00:00Z");
    recorder.record("a", "bandwidth", 10);
    await recorder.flush();
    recorder.record("a", "bandwidth", 5);
    await recorder.flush();
    await recorder.flush();
    expect([...store.rows]).toEqual([["a/bandwidth/2026-11-03", 15]]);
    expect(await recorder.days("a", "bandwidth", NOVEMBER)).toEqual([{ date: "2026-11-03", total: 15 }]);
  });

  it("keeps the counts of a failed flush, logs it, and stores them with the next one", async () => {
    const { recorder, store, log } = recorderAt("2026-11-03T12:00:00Z");
    recorder.record("a", "bandwidth", 10);
    store.failNext = true;
    await recorder.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(store.rows.size).toBe(0);
    expect(total(await recorder.days("a", "bandwidth", NOVEMBER))).toBe(10);
    recorder.record("a", "bandwidth", 3);
    await recorder.flush();
    expect([...store.rows]).toEqual([["a/bandwidth/2026-11-03", 13]]);
  });

  it("counts each amount once in a read made while a flush is writing", async () => {
    const { recorder, store } = recorderAt("2026-11-03T12:00:00Z");
    let open = () => {};
    store.gate = new Promise((resolve) => {
      open = resolve;
    });
    recorder.record("a", "bandwidth", 10);
    const flushing = recorder.flush();
    recorder.record("a", "bandwidth", 1);
    const reading = recorder.days("a", "bandwidth", NOVEMBER);
    open();
    await flushing;
    expect(total(await reading)).toBe(11);
    await recorder.flush();
    expect(total(await recorder.days("a", "bandwidth", NOVEMBER))).toBe(11);
  });
});
