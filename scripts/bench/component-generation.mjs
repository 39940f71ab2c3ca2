// Generating 100,000 components from one rule, on PGlite (a fresh data folder) and on PostgreSQL (a database of
// its own, dropped afterwards), through the service the rule editor's Save calls (saveComponentRule: checks,
// generation, diff and inserts in one transaction), beside a plain multi-row INSERT ... VALUES of the same rows into
// a scratch copy of the components table in the same run. Saving the same rule again (nothing to write) is timed too.
// The bench runs `measureComponentGeneration()`, which runs this file with tsx and reads the figures it writes.
// Alone: npx tsx scripts/bench/component-generation.mjs [<figures.json>]
import {
  COMPONENTS,
  inTransaction,
  measureInProcess,
  onPgliteAndPostgres,
  runWhenScript,
  seedGenerationRule,
} from "./database-setup.mjs";

/** Rows per plain INSERT statement: 15 parameters a row stays under PostgreSQL's 65,535 parameters. */
const PLAIN_BATCH = 4_000;
const COLUMNS = [
  "id",
  "company_id",
  "version_id",
  "package_id",
  "generator_id",
  "placement_id",
  "option_key",
  "option_ids",
  "code",
  "code_sort_key",
  "placement_independent_code",
  "usage",
  "etag",
  "created_at",
  "updated_at",
];

/** Runs this file with tsx (it imports the server's TypeScript) and answers `{ figures, notes }`. */
export function measureComponentGeneration() {
  return measureInProcess("component-generation.mjs");
}

/** Inserts `rows` into a scratch copy of the components table with multi-row INSERT ... VALUES; answers the ms taken. */
async function plainInsert(database, rows) {
  await database.db.$client.query("CREATE TABLE components_scratch (LIKE components INCLUDING ALL)");
  const began = performance.now();
  await inTransaction(database, async (query) => {
    for (let start = 0; start < rows.length; start += PLAIN_BATCH) {
      const batch = rows.slice(start, start + PLAIN_BATCH);
      const values = batch.map(
        (_, row) => `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(", ")})`,
      );
      await query(
        `INSERT INTO components_scratch (${COLUMNS.join(", ")}) VALUES ${values.join(", ")}`,
        batch.flatMap((row) => COLUMNS.map((column) => row[column])),
      );
    }
  });
  return performance.now() - began;
}

/** Seeds `database`, saves the rule (and again, unchanged), then inserts the same rows plainly; answers ms. */
async function measureOn(database) {
  const { saveComponentRule } = await import(
    "../../apps/server/src/modules/product/component-rule/component-rule.service.ts"
  );
  await database.migrate();
  const { actor, ids, input } = await seedGenerationRule(database.db);
  const deps = { db: database.db, clock: () => new Date() };
  let began = performance.now();
  const saved = await saveComponentRule(deps, actor, ids, input);
  const saveMs = performance.now() - began;
  const [rule] = saved.generators;
  if (rule?.generated !== COMPONENTS) throw new Error(`the rule generated ${rule?.generated}, not ${COMPONENTS}`);
  began = performance.now();
  const again = { ...ids, componentGeneratorId: rule.componentGeneratorId };
  await saveComponentRule(deps, actor, again, { ...input, etag: rule.etag });
  const resaveMs = performance.now() - began;
  const { rows } = await database.db.$client.query(
    `SELECT ${COLUMNS.join(", ")} FROM components WHERE generator_id = $1`,
    [rule.componentGeneratorId],
  );
  if (rows.length !== COMPONENTS) throw new Error(`${rows.length} components stored, not ${COMPONENTS}`);
  return { saveMs, resaveMs, plainMs: await plainInsert(database, rows) };
}

function figuresOf(label, { saveMs, resaveMs, plainMs }) {
  const perSecond = (ms) => COMPONENTS / (ms / 1000);
  return [
    { name: `generation.${label}.save-100k.seconds`, value: saveMs / 1000, unit: "s" },
    { name: `generation.${label}.save-100k.rows-per-s`, value: perSecond(saveMs), unit: "rows/s" },
    { name: `generation.${label}.plain-insert-100k.seconds`, value: plainMs / 1000, unit: "s" },
    { name: `generation.${label}.plain-insert-100k.rows-per-s`, value: perSecond(plainMs), unit: "rows/s" },
    { name: `generation.${label}.save-vs-plain-insert`, value: perSecond(saveMs) / perSecond(plainMs), unit: "ratio" },
    { name: `generation.${label}.save-again-unchanged.seconds`, value: resaveMs / 1000, unit: "s" },
  ];
}

function measureAll() {
  return onPgliteAndPostgres("atelier_bench_gen", async (database, label) =>
    figuresOf(label, await measureOn(database)),
  );
}

// Run with tsx as a script (not when the bench imports this file).
await runWhenScript(import.meta, measureAll);
