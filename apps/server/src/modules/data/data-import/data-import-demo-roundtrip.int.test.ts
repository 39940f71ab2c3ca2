import type { DataImport, DataImportCounts } from "@atelier/domain/data/data-import.schema";
import { describe, expect, it } from "vitest";
import { TEST_HASH_COST, useTestApp } from "../../../../test/test-app";
import { Passwords } from "../../../auth/passwords";
import { demoProductionClient } from "../../../seed/demo-client.fixtures";
import { seedDemo } from "../../../seed/demo-seed";
import { applyFeed, dryRun, type ImportScene, importScene } from "./data-import.fixtures";
import { canonicalTexts, exportWorkspace, fileText, type WorkspaceBatches } from "./data-import-roundtrip.fixtures";

const t = useTestApp();

const files = (batches: WorkspaceBatches) => [batches.catalogue, batches.options, batches.products];

/** The counts of a feed's dry run, per kind that has items. */
function countsOf(feed: DataImport): Record<string, DataImportCounts> {
  const entries = Object.entries(feed.summary ?? {}).filter(
    ([, counts]) => counts && counts.added + counts.changed + counts.unchanged + counts.refused > 0,
  );
  return Object.fromEntries(entries) as Record<string, DataImportCounts>;
}

/** Every count of the feed is `outcome`: all its items are. */
function expectEvery(feed: DataImport, outcome: keyof DataImportCounts) {
  const counts = countsOf(feed);
  expect(Object.keys(counts).length).toBeGreaterThan(0);
  for (const [kind, count] of Object.entries(counts)) {
    const total = count.added + count.changed + count.unchanged + count.refused;
    expect({ kind, ...count }).toEqual({ kind, added: 0, changed: 0, unchanged: 0, refused: 0, [outcome]: total });
  }
}

async function importEach(scene: ImportScene, batches: WorkspaceBatches, outcome: "added" | "unchanged") {
  for (const document of files(batches)) {
    const feed = await dryRun(scene, fileText(document));
    expect(feed.status).toBe("Success");
    expectEvery(feed, outcome);
    if (outcome === "added") expect((await applyFeed(scene, feed)).stage).toBe("Applied");
  }
}

describe("the demo round trip (issue 18)", () => {
  it("exports the demo as batches, imports them into an empty workspace, and exports the same files again", async () => {
    await seedDemo(t.db, new Passwords(TEST_HASH_COST));
    const exported = await exportWorkspace(await demoProductionClient(t.app, t.db));
    expect(exported.catalogue.componentPlacements.length).toBeGreaterThan(0);
    expect(exported.options.componentOptions.length).toBeGreaterThan(0);

    const empty = await importScene(t);
    await importEach(empty, exported, "added");
    const again = await exportWorkspace(empty.admin);
    const [catalogue, options, products] = canonicalTexts(again);
    const [catalogueBefore, optionsBefore, productsBefore] = canonicalTexts(exported);
    expect(catalogue).toBe(catalogueBefore);
    expect(options).toBe(optionsBefore);
    expect(products).toBe(productsBefore);

    await importEach(empty, exported, "unchanged");
  });
});
