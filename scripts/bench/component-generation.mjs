// Generating 100,000 components from one rule, on PGlite (a fresh data folder) and on PostgreSQL (a database of
// its own, dropped afterwards), through the service the rule editor's Save calls (saveComponentGenerator: checks,
// generation, diff and inserts in one transaction), beside a plain multi-row INSERT ... VALUES of the same rows into
// a scratch copy of the components table in the same run. Saving the same rule again (nothing to write) is timed too.
// The bench runs `measureComponentGeneration()`, which runs this file with tsx and reads the figures it writes.
// Alone: npx tsx scripts/bench/component-generation.mjs [<figures.json>]
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, run } from "./processes.mjs";

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Options per definition: 100 x 100 x 10 = 100,000 combinations. */
const OPTION_COUNTS = [100, 100, 10];
const COMPONENTS = OPTION_COUNTS.reduce((product, count) => product * count, 1);
/** Rows per plain INSERT statement: 14 parameters a row stays under PostgreSQL's 65,535 parameters. */
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
  "placement_independent_code",
  "usage",
  "etag",
  "created_at",
  "updated_at",
];

/** Runs this file with tsx (it imports the server's TypeScript) and answers `{ figures, notes }`. */
export async function measureComponentGeneration() {
  const folder = mkdtempSync(join(tmpdir(), "atelier-bench-generation-"));
  try {
    const out = join(folder, "figures.json");
    await run("npx", ["tsx", join(ROOT, "scripts/bench/component-generation.mjs"), out]);
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A company, product, version 1, a package, and a placement of one type over three definitions of OPTION_COUNTS options. */
async function seed(db) {
  const { sql } = await import("drizzle-orm");
  const { insertCompany, insertUser } = await import("../../apps/server/src/modules/account/account.repo.ts");
  const { insertProduct, insertProductVersions } = await import(
    "../../apps/server/src/modules/product/product.repo.ts"
  );
  const { insertPackages } = await import("../../apps/server/src/modules/package/package.repo.ts");
  const company = await insertCompany(db, { name: "Bench Generation", instanceType: "Production" });
  const user = await insertUser(db, {
    email: "bench@generation.test",
    fullName: "Bench",
    passwordHash: "-",
    lastCompanyId: company.id,
  });
  const product = await insertProduct(db, company.id, { name: "Bench Sneaker", styleCode: "BENCH-GEN" });
  const [version] = await insertProductVersions(db, company.id, product.id, [{ code: 1, active: true }]);
  const [pack] = await insertPackages(db, company.id, version.id, [
    {
      name: "Bench",
      description: "",
      basePriceJson: [],
      packagePriceJson: [],
      customAttributesJson: [],
      position: 0,
      createdAt: new Date(),
    },
  ]);
  const one = async (query) => (await db.execute(query)).rows[0];
  const definitions = [];
  for (const [index, count] of OPTION_COUNTS.entries()) {
    const definition = await one(sql`
      INSERT INTO component_option_definitions (id, company_id, name, etag)
      VALUES (gen_random_uuid()::text, ${company.id}, ${`Bench definition ${index}`}, gen_random_uuid()::text)
      RETURNING id`);
    const { rows } = await db.execute(sql`
      INSERT INTO component_options (id, company_id, component_option_definition_id, code, settings, etag)
      SELECT gen_random_uuid()::text, ${company.id}, ${definition.id}, ${`D${index}-`} || lpad(i::text, 3, '0'),
        jsonb_build_object('customAttributesJson', jsonb_build_array(jsonb_build_object('id', 'a', 'name', 'rank', 'value', i))),
        gen_random_uuid()::text
      FROM generate_series(1, ${count}::int) AS i
      RETURNING id`);
    definitions.push({ id: definition.id, optionIds: rows.map((row) => row.id) });
  }
  const [first, second, third] = definitions;
  // Part code: first definition's code, '-', second's code, '-', third's 'rank' attribute padded to 3 with '0'.
  const format = [
    { id: "1", type: "code", targetId: first.id },
    { id: "2", type: "static", text: "-" },
    { id: "3", type: "code", targetId: second.id },
    { id: "4", type: "static", text: "-" },
    { id: "5", type: "attribute", targetId: third.id, name: "rank", width: 3, fill: "0" },
  ];
  const type = await one(sql`
    INSERT INTO component_types (id, company_id, name, part_code_format, etag)
    VALUES (gen_random_uuid()::text, ${company.id}, 'Bench type', ${JSON.stringify(format)}::jsonb, gen_random_uuid()::text)
    RETURNING id`);
  for (const [position, definition] of definitions.entries()) {
    await db.execute(sql`
      INSERT INTO component_type_definitions (company_id, component_type_id, component_option_definition_id, position)
      VALUES (${company.id}, ${type.id}, ${definition.id}, ${position})`);
  }
  const placement = await one(sql`
    INSERT INTO component_placements (id, company_id, name, code, etag)
    VALUES (gen_random_uuid()::text, ${company.id}, 'Bench placement', 'BENCH', gen_random_uuid()::text)
    RETURNING id`);
  await db.execute(sql`
    INSERT INTO component_placement_types (company_id, component_placement_id, component_type_id, position, code_prefix)
    VALUES (${company.id}, ${placement.id}, ${type.id}, 0, 'B-')`);
  return {
    actor: { kind: "user", userId: user.id, sessionId: "bench", companyId: company.id, roles: ["Administrator"] },
    ids: { productId: product.id, versionId: version.id, packageId: pack.id },
    input: {
      parameters: {
        componentPlacements: [placement.id],
        enabledOptions: definitions.map((definition) => ({
          componentOptionDefinitionId: definition.id,
          componentOptionIds: definition.optionIds,
        })),
      },
    },
  };
}

/** Runs `work` on one connection inside a transaction, with `query(text, params)` (pg pool or PGlite). */
async function inTransaction(database, work) {
  const client = database.kind === "postgres" ? await database.db.$client.connect() : database.db.$client;
  try {
    await client.query("BEGIN");
    await work((text, params) => client.query(text, params));
    await client.query("COMMIT");
  } finally {
    if (database.kind === "postgres") client.release();
  }
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
  const { saveComponentGenerator } = await import(
    "../../apps/server/src/modules/component-generator/component-generator.service.ts"
  );
  await database.migrate();
  const { actor, ids, input } = await seed(database.db);
  const deps = { db: database.db, clock: () => new Date() };
  let began = performance.now();
  const saved = await saveComponentGenerator(deps, actor, ids, input);
  const saveMs = performance.now() - began;
  const [rule] = saved.generators;
  if (rule?.generated !== COMPONENTS) throw new Error(`the rule generated ${rule?.generated}, not ${COMPONENTS}`);
  began = performance.now();
  const again = { ...ids, componentGeneratorId: rule.componentGeneratorId };
  await saveComponentGenerator(deps, actor, again, { ...input, etag: rule.etag });
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

async function measureAll() {
  const pg = (await import("pg")).default;
  const { openDatabase } = await import("../../apps/server/src/db/client.ts");
  const figures = [];
  const notes = [];

  const folder = mkdtempSync(join(tmpdir(), "atelier-bench-generation-pglite-"));
  try {
    const database = await openDatabase({ pgliteDir: join(folder, "db") });
    try {
      figures.push(...figuresOf("pglite", await measureOn(database)));
    } finally {
      await database.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    notes.push(
      `PostgreSQL skipped: ${POSTGRES_URL} is unreachable (${error instanceof Error ? error.message : error}).`,
    );
    return { figures, notes };
  }
  const name = `atelier_bench_gen_${randomBytes(4).toString("hex")}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      figures.push(...figuresOf("postgres", await measureOn(database)));
    } finally {
      await database.close();
    }
  } finally {
    // pool.end() resolves before its sockets close: wait for them, so FORCE never cuts a live one.
    for (let tries = 0; tries < 40; tries++) {
      const { rows } = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      if (rows[0]?.n === 0) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return { figures, notes };
}

// Run with tsx as a script (not when the bench imports this file).
if (process.argv[1] === import.meta.filename) {
  const { figures, notes } = await measureAll();
  for (const figure of figures) console.log(`${figure.name}: ${figure.value.toPrecision(4)} ${figure.unit}`);
  for (const note of notes) console.log(note);
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ figures, notes }));
}
