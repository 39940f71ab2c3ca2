// Compiling the blueprint of a version with 100,000 components (one rule over 100 x 100 x 10 options, as the
// generation bench makes them), on PGlite and on PostgreSQL, through the blueprint service: the first read (the
// statements, the pure compile, availability, the JSON and its ETag), then a cached read of the same blueprint
// (here without the revision listener, so it still reads the company's revision from the database once).
// The bench runs `measureBlueprintCompile()`, which runs this file with tsx and reads the figures it writes.
// Alone: npx tsx scripts/bench/blueprint-compile.mjs [<figures.json>]
import {
  COMPONENTS,
  measureInProcess,
  onPgliteAndPostgres,
  runWhenScript,
  seedGenerationRule,
} from "./database-setup.mjs";

/** Runs this file with tsx (it imports the server's TypeScript) and answers `{ figures, notes }`. */
export function measureBlueprintCompile() {
  return measureInProcess("blueprint-compile.mjs");
}

/** Version 1 of the seeded product, with the generated placement in a group and one view: what the Studio reads. */
async function seedBlueprint(database) {
  const { sql } = await import("drizzle-orm");
  const { saveComponentRule } = await import(
    "../../apps/server/src/modules/product/component-rule/component-rule.service.ts"
  );
  const { actor, ids, input } = await seedGenerationRule(database.db);
  const deps = { db: database.db, clock: () => new Date() };
  const saved = await saveComponentRule(deps, actor, ids, input);
  if (saved.generators[0]?.generated !== COMPONENTS) throw new Error("the rule did not generate 100,000 components");
  const placementId = input.parameters.componentPlacements[0];
  const groups = [
    {
      componentGroupId: "bench-group",
      name: "Bench group",
      code: "BENCH",
      explicitOrder: null,
      customAttributesJson: [],
      componentPlacements: [
        {
          componentPlacementId: placementId,
          componentPlacement: null,
          hidden: false,
          locked: false,
          synchronizationKey: "",
          quantityMultiplier: null,
          customAttributesJson: [],
        },
      ],
    },
  ];
  const views = [
    { imageViewId: "bench-view", name: "Front", code: "front", viewType: "Single", componentPlacements: [] },
  ];
  await database.db.execute(sql`
    UPDATE product_versions SET component_groups = ${JSON.stringify(groups)}::jsonb, image_views = ${JSON.stringify(views)}::jsonb
    WHERE id = ${ids.versionId}`);
  return { companyId: actor.companyId };
}

async function measureOn(database) {
  const { readBlueprint } = await import("../../apps/server/src/modules/customer/blueprint/blueprint.service.ts");
  const { CatalogueRevisions } = await import("../../apps/server/src/cache/catalogue-revisions.ts");
  const { readCatalogueRevision } = await import("../../apps/server/src/cache/catalogue-revision.repo.ts");
  await database.migrate();
  const { companyId } = await seedBlueprint(database);
  const deps = {
    db: database.db,
    clock: () => new Date(),
    catalogueRevisions: new CatalogueRevisions((id) => readCatalogueRevision(database.db, id)),
  };
  const request = { styleCode: "BENCH-GEN", versionCode: "_" };
  let began = performance.now();
  const first = await readBlueprint(deps, companyId, request);
  const firstMs = performance.now() - began;
  const count = first.blueprint.groups
    .flatMap((group) => group.placements)
    .reduce((n, p) => n + p.components.length, 0);
  if (count !== COMPONENTS) throw new Error(`the blueprint holds ${count} components, not ${COMPONENTS}`);
  began = performance.now();
  const again = await readBlueprint(deps, companyId, request);
  const cachedMs = performance.now() - began;
  if (again !== first) throw new Error("the second read was not answered from the cache");
  return { firstMs, cachedMs, bytes: first.body.length };
}

function figuresOf(label, { firstMs, cachedMs, bytes }) {
  return [
    { name: `blueprint.${label}.compile-100k.first-read.seconds`, value: firstMs / 1000, unit: "s" },
    { name: `blueprint.${label}.compile-100k.cached-read`, value: cachedMs, unit: "ms" },
    { name: `blueprint.${label}.compile-100k.json`, value: bytes / 1024 / 1024, unit: "MB" },
  ];
}

function measureAll() {
  return onPgliteAndPostgres("atelier_bench_blueprint", async (database, label) =>
    figuresOf(label, await measureOn(database)),
  );
}

// Run with tsx as a script (not when the bench imports this file).
await runWhenScript(import.meta, measureAll);
