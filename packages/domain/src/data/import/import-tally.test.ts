import { describe, expect, it } from "vitest";
import type { DataImportItem } from "../data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "./import-messages";
import { hasChanges, ImportTally, NAMED_WARNINGS_MAX, PROGRESS_EVERY } from "./import-tally";

const item = (index: number, outcome: DataImportItem["outcome"]): DataImportItem => ({
  index,
  kind: "componentOption",
  code: `C${index}`,
  outcome,
  changes: [],
  refusals: outcome === "refused" ? [{ field: "code", reason: "Bad." }] : [],
});

describe("ImportTally", () => {
  it("counts per kind and outcome, logs an info line per 10,000 items and names 100 refusals then counts", () => {
    const tally = new ImportTally(() => "2026-01-01T00:00:00.000Z");
    for (let index = 0; index < PROGRESS_EVERY; index++) tally.record(item(index, index < 150 ? "refused" : "added"));
    tally.finish();
    expect(tally.summary.componentOption).toEqual({
      added: PROGRESS_EVERY - 150,
      changed: 0,
      unchanged: 0,
      refused: 150,
    });
    const warns = tally.log.filter((line) => line.level === "warn");
    expect(warns).toHaveLength(NAMED_WARNINGS_MAX + 1);
    expect(warns[0]?.text).toBe(M.refused("component option", "C0", "code: Bad."));
    expect(warns.at(-1)?.text).toBe(M.moreRefused(50));
    expect(tally.log.filter((line) => line.level === "info").map((line) => line.text)).toEqual([
      M.progress(PROGRESS_EVERY),
      M.planned(PROGRESS_EVERY),
    ]);
    expect(hasChanges(tally.summary)).toBe(true);
  });

  it("keeps the first place of each code per kind", () => {
    const tally = new ImportTally(() => "");
    expect(tally.firstIndexOf("product", "A", 0)).toBeUndefined();
    expect(tally.firstIndexOf("componentOption", "A", 1)).toBeUndefined();
    expect(tally.firstIndexOf("product", "A", 5)).toBe(0);
    expect(tally.firstIndexOf("product", "", 6)).toBeUndefined();
    expect(tally.firstIndexOf("product", "", 7)).toBeUndefined();
  });

  it("counts versions as their own kind, refused ones named by their product's style code", () => {
    const tally = new ImportTally(() => "");
    tally.record({ ...item(0, "unchanged"), kind: "version", code: "SNK" });
    expect(hasChanges(tally.summary)).toBe(false);
    tally.record({ ...item(1, "refused"), kind: "version", code: "SNK" });
    tally.record({ ...item(2, "added"), kind: "version", code: "BOOT" });
    expect(tally.summary.version).toEqual({ added: 1, changed: 0, unchanged: 1, refused: 1 });
    expect(tally.log[0]?.text).toBe(M.refused("version of", "SNK", "code: Bad."));
    expect(hasChanges(tally.summary)).toBe(true);
    expect(hasChanges(null)).toBe(false);
  });
});
