import { describe, expect, it } from "vitest";
import { CatalogueRevisions } from "./catalogue-revisions";

/** Revisions over a fake database whose reads the test counts and can hold back. */
function revisionsOver(database: Map<string, number>) {
  let reads = 0;
  let held: (() => void) | undefined;
  let hold = false;
  const revisions = new CatalogueRevisions(async (companyId) => {
    reads++;
    const value = database.get(companyId) ?? 0;
    if (hold) await new Promise<void>((resume) => (held = resume));
    return value;
  });
  return {
    revisions,
    reads: () => reads,
    holdReads: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      held?.();
    },
  };
}

describe("CatalogueRevisions", () => {
  it("reads the database every time while not listening", async () => {
    const { revisions, reads } = revisionsOver(new Map([["c1", 3]]));
    expect(await revisions.current("c1")).toBe(3);
    expect(await revisions.current("c1")).toBe(3);
    expect(reads()).toBe(2);
  });

  it("reads a company once while listening, then follows its notifications", async () => {
    const { revisions, reads } = revisionsOver(new Map([["c1", 3]]));
    revisions.listening(true);
    expect(await revisions.current("c1")).toBe(3);
    revisions.notified("c1:4");
    revisions.notified("c1:2");
    revisions.notified("c2:9");
    expect(await revisions.current("c1")).toBe(4);
    expect(reads()).toBe(1);
  });

  it("forgets everything when the listener is lost, and reads again once it listens", async () => {
    const { revisions, reads } = revisionsOver(new Map([["c1", 3]]));
    revisions.listening(true);
    await revisions.current("c1");
    revisions.listening(false);
    await revisions.current("c1");
    revisions.listening(true);
    await revisions.current("c1");
    await revisions.current("c1");
    expect(reads()).toBe(3);
  });

  it("reads a company again after a write of this process", async () => {
    const database = new Map([["c1", 3]]);
    const { revisions, reads } = revisionsOver(database);
    revisions.listening(true);
    await revisions.current("c1");
    database.set("c1", 4);
    revisions.wrote("c1");
    expect(await revisions.current("c1")).toBe(4);
    expect(await revisions.current("c1")).toBe(4);
    expect(reads()).toBe(2);
  });

  it("keeps a notification that arrives while the company is being read", async () => {
    const { revisions, holdReads, release, reads } = revisionsOver(new Map([["c1", 3]]));
    revisions.listening(true);
    holdReads();
    const reading = revisions.current("c1");
    revisions.notified("c1:4");
    release();
    expect(await reading).toBe(4);
    expect(await revisions.current("c1")).toBe(4);
    expect(reads()).toBe(1);
  });

  it("does not trust a read begun before a write of this process", async () => {
    const { revisions, holdReads, release, reads } = revisionsOver(new Map([["c1", 3]]));
    revisions.listening(true);
    holdReads();
    const reading = revisions.current("c1");
    revisions.wrote("c1");
    release();
    await reading;
    await revisions.current("c1");
    expect(reads()).toBe(2);
  });

  it("ignores malformed notifications", async () => {
    const { revisions } = revisionsOver(new Map([["c1", 3]]));
    revisions.listening(true);
    await revisions.current("c1");
    for (const payload of ["c1", ":5", "c1:x", "c1:1e400"]) revisions.notified(payload);
    expect(await revisions.current("c1")).toBe(3);
  });
});
