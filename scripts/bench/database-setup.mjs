// Setup shared by the benches that run the server's code in this process (through tsx) on PGlite and on
// PostgreSQL: component generation and the workspace copy. The server's TypeScript is imported inside the
// functions, so the bench itself (plain node) can import `measureInProcess` from here.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, run } from "./processes.mjs";

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Options per definition of the generation rule: 100 x 100 x 10 = 100,000 combinations. */
const OPTION_COUNTS = [100, 100, 10];
/** The components the rule seeded by `seedGenerationRule` generates. */
export const COMPONENTS = OPTION_COUNTS.reduce((product, count) => product * count, 1);

/**
 * Runs `scripts/bench/<script>` with tsx (it imports the server's TypeScript), which writes its figures to the
 * file named by its argument, and answers them as `{ figures, notes }`.
 */
export async function measureInProcess(script) {
  const folder = mkdtempSync(join(tmpdir(), "atelier-bench-in-process-"));
  try {
    const out = join(folder, "figures.json");
    await run("npx", ["tsx", join(ROOT, "scripts/bench", script), out]);
    return JSON.parse(readFileSync(out, "utf8"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * When the file of `meta` is the script being run (with tsx; not when the bench imports it): awaits
 * `measureAll()`, prints its figures and notes, and writes them to the file named by the first argument.
 */
export async function runWhenScript(meta, measureAll) {
  if (process.argv[1] !== meta.filename) return;
  const { figures, notes } = await measureAll();
  for (const figure of figures) console.log(`${figure.name}: ${figure.value.toPrecision(4)} ${figure.unit}`);
  for (const note of notes) console.log(note);
  if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ figures, notes }));
}

/**
 * Runs `measure(database, label)` on a fresh PGlite (in a temporary folder, removed afterwards) with label
 * "pglite", then on a database of its own (`<prefix>_<random>`, dropped afterwards) of the PostgreSQL server at
 * BENCH_POSTGRES_URL (default: the local server) with label "postgres". `measure` answers figures; an unreachable
 * server is told in the notes. Answers `{ figures, notes }`.
 */
export async function onPgliteAndPostgres(prefix, measure) {
  const pg = (await import("pg")).default;
  const { openDatabase } = await import("../../apps/server/src/db/client.ts");
  const figures = [];
  const notes = [];

  const folder = mkdtempSync(join(tmpdir(), `${prefix.replaceAll("_", "-")}-pglite-`));
  try {
    const database = await openDatabase({ pgliteDir: join(folder, "db") });
    try {
      figures.push(...(await measure(database, "pglite")));
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
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      figures.push(...(await measure(database, "postgres")));
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

/** Runs `work` on one connection inside a transaction, with `query(text, params)` (pg pool or PGlite). */
export async function inTransaction(database, work) {
  const client = database.kind === "postgres" ? await database.db.$client.connect() : database.db.$client;
  try {
    await client.query("BEGIN");
    await work((text, params) => client.query(text, params));
    await client.query("COMMIT");
  } finally {
    if (database.kind === "postgres") client.release();
  }
}

/**
 * Product "Bench Sneaker" with version 1, a package, and a placement of one type over three definitions of
 * OPTION_COUNTS options, in `owner`'s company (by default a new company "Bench Generation" and its user);
 * answers what `saveComponentRule` takes to save a rule over all of them, which generates COMPONENTS
 * components: `{ actor, ids, input }`.
 */
export async function seedGenerationRule(db, owner) {
  const { sql } = await import("drizzle-orm");
  const { insertCompany, insertUser } = await import("../../apps/server/src/modules/account/account/account.repo.ts");
  const { insertProduct, insertProductVersions } = await import(
    "../../apps/server/src/modules/product/product/product.repo.ts"
  );
  const { insertPackages } = await import("../../apps/server/src/modules/product/package/package.repo.ts");
  let companyId = owner?.companyId;
  let userId = owner?.userId;
  if (!companyId || !userId) {
    const company = await insertCompany(db, { name: "Bench Generation", instanceType: "Production" });
    const user = await insertUser(db, {
      email: "bench@generation.test",
      fullName: "Bench",
      passwordHash: "-",
      lastCompanyId: company.id,
    });
    companyId = company.id;
    userId = user.id;
  }
  const product = await insertProduct(db, companyId, { name: "Bench Sneaker", styleCode: "BENCH-GEN" });
  const [version] = await insertProductVersions(db, companyId, product.id, [{ code: 1, active: true }]);
  const [pack] = await insertPackages(db, companyId, version.id, [
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
      VALUES (gen_random_uuid()::text, ${companyId}, ${`Bench definition ${index}`}, gen_random_uuid()::text)
      RETURNING id`);
    const { rows } = await db.execute(sql`
      INSERT INTO component_options (id, company_id, component_option_definition_id, code, code_sort_key, settings, etag)
      SELECT gen_random_uuid()::text, ${companyId}, ${definition.id}, code, natural_sort_key(code),
        jsonb_build_object('customAttributesJson', jsonb_build_array(jsonb_build_object('id', 'a', 'name', 'rank', 'value', i))),
        gen_random_uuid()::text
      FROM generate_series(1, ${count}::int) AS i, LATERAL (SELECT ${`D${index}-`} || lpad(i::text, 3, '0') AS code) AS c
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
    VALUES (gen_random_uuid()::text, ${companyId}, 'Bench type', ${JSON.stringify(format)}::jsonb, gen_random_uuid()::text)
    RETURNING id`);
  for (const [position, definition] of definitions.entries()) {
    await db.execute(sql`
      INSERT INTO component_type_definitions (company_id, component_type_id, component_option_definition_id, position)
      VALUES (${companyId}, ${type.id}, ${definition.id}, ${position})`);
  }
  const placement = await one(sql`
    INSERT INTO component_placements (id, company_id, name, code, etag)
    VALUES (gen_random_uuid()::text, ${companyId}, 'Bench placement', 'BENCH', gen_random_uuid()::text)
    RETURNING id`);
  await db.execute(sql`
    INSERT INTO component_placement_types (company_id, component_placement_id, component_type_id, position, code_prefix)
    VALUES (${companyId}, ${placement.id}, ${type.id}, 0, 'B-')`);
  return {
    actor: { kind: "user", userId, name: "Bench Person", sessionId: "bench", companyId, roles: ["Administrator"] },
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
