// Copying a workspace to another ("Copy To another workspace", the copyInstance job), on PGlite (a fresh data
// folder) and on PostgreSQL (a database of its own, dropped afterwards). The source is the demo company as a first
// start seeds it, plus one version whose rule generated 100,000 components (the generation bench's rule, saved
// through the same service); the target is an empty company. The copy is queued by the service the API calls
// (startWorkspaceCopy) and run by the job worker with the job's handler, in this process; the handler's run is
// timed. Beside it the floor: every table of the copy plan copied into another empty company by plain
// INSERT ... SELECT statements in one transaction, new ids through a temporary table of old and new ids.
// The bench runs `measureWorkspaceCopy()`, which runs this file with tsx and reads the figures it writes.
// Alone: npx tsx scripts/bench/workspace-copy.mjs [<figures.json>]
import {
  COMPONENTS,
  inTransaction,
  measureInProcess,
  onPgliteAndPostgres,
  runWhenScript,
  seedGenerationRule,
} from "./database-setup.mjs";

/** Runs this file with tsx (it imports the server's TypeScript) and answers `{ figures, notes }`. */
export function measureWorkspaceCopy() {
  return measureInProcess("workspace-copy.mjs");
}

/** Rows of the company in each table of the copy plan, by table name. */
async function countRows(database, plan, companyId) {
  const counts = {};
  for (const { name } of plan) {
    const { rows } = await database.db.$client.query(`SELECT count(*)::int AS n FROM ${name} WHERE company_id = $1`, [
      companyId,
    ]);
    counts[name] = rows[0].n;
  }
  return counts;
}

/**
 * The demo company with the generation rule's 100,000 components, and two empty companies of which the demo
 * administrator is an administrator: the copy's target and the floor's. Answers the ids and the admin's actor.
 */
async function seed(database) {
  const { sql } = await import("drizzle-orm");
  const { saveComponentRule } = await import(
    "../../apps/server/src/modules/product/component-rule/component-rule.service.ts"
  );
  const { insertCompany, insertMembership } = await import(
    "../../apps/server/src/modules/account/account/account.repo.ts"
  );
  const { Passwords } = await import("../../apps/server/src/auth/passwords.ts");
  const { DEFAULT_HASH_COST } = await import("../../apps/server/src/config.ts");
  const { DEMO, seedDemo } = await import("../../apps/server/src/seed/demo-seed.ts");
  const { db } = database;
  await seedDemo(db, new Passwords(DEFAULT_HASH_COST));
  const {
    rows: [demo],
  } = await db.execute(sql`
    SELECT c.id AS company_id, u.id AS user_id FROM companies c, users u
    WHERE c.name = ${DEMO.company} AND u.email = ${DEMO.admin.email}`);
  if (!demo) throw new Error("the demo company was not seeded");
  const rule = await seedGenerationRule(db, { companyId: demo.company_id, userId: demo.user_id });
  const saved = await saveComponentRule({ db, clock: () => new Date() }, rule.actor, rule.ids, rule.input);
  const generated = saved.generators[0]?.generated;
  if (generated !== COMPONENTS) throw new Error(`the rule generated ${generated}, not ${COMPONENTS}`);
  const empty = async (name) => {
    const company = await insertCompany(db, { name, instanceType: "Staging" });
    await insertMembership(db, company.id, demo.user_id, ["Administrator"]);
    return company.id;
  };
  const target = await empty("Bench Copy Target");
  const floorTarget = await empty("Bench Copy Floor");
  // PostgreSQL's autovacuum would gather the planner's statistics after such a load; PGlite runs none.
  await db.execute(sql`ANALYZE`);
  return { source: demo.company_id, target, floorTarget, actor: rule.actor };
}

/** Queues the copy through the service and runs it with the job worker; answers the ms the job's handler took. */
async function copyThroughJob(database, actor, target) {
  const { JobQueue } = await import("../../apps/server/src/jobs/job-queue.ts");
  const { findJob } = await import("../../apps/server/src/jobs/job.repo.ts");
  const { CatalogueRevisions } = await import("../../apps/server/src/cache/catalogue-revisions.ts");
  const { sql } = await import("drizzle-orm");
  const { workspaceCopyJob } = await import(
    "../../apps/server/src/modules/account/workspace-copy/workspace-copy.job.ts"
  );
  const { startWorkspaceCopy } = await import(
    "../../apps/server/src/modules/account/workspace-copy/workspace-copy.service.ts"
  );
  const clock = () => new Date();
  const logged = [];
  const keep = (object, message) => logged.push(`${message ?? object}${object?.err ? `: ${object.err.message}` : ""}`);
  const log = { fatal: keep, error: keep, warn: keep, info() {}, debug() {}, trace() {} };
  const jobs = new JobQueue({ db: database.db, log, clock });
  const deps = { db: database.db, clock, log, jobs, catalogueRevisions: new CatalogueRevisions(async () => 0) };
  const { handler: copy, options } = workspaceCopyJob(deps);
  let ran;
  const handled = new Promise((resolve) => {
    ran = resolve;
  });
  // Beside the copy, a short query every 20 ms stands for another request: its wait, from when it was due to its
  // answer, is what a request waits for the copy (on PGlite, one connection in this process: the statement or the
  // transaction of the copy under way, and the event loop it holds).
  const waits = [];
  let copying = false;
  const probe = async () => {
    while (copying) {
      const due = performance.now() + 20;
      await new Promise((done) => setTimeout(done, 20));
      await database.db.execute(sql`SELECT 1`);
      waits.push(performance.now() - due);
    }
  };
  let probing;
  jobs.handle(
    "copyInstance",
    async (context) => {
      const began = performance.now();
      copying = true;
      probing = probe();
      try {
        return await copy(context);
      } finally {
        copying = false;
        ran(performance.now() - began);
      }
    },
    options,
  );
  const { jobId } = await startWorkspaceCopy(deps, actor, { instanceId: target, notes: "Bench copy" });
  await jobs.start();
  const ms = await Promise.race([
    handled,
    new Promise((_, fail) => {
      setTimeout(
        () => fail(new Error(`the copy job did not run within 5 minutes ${logged.join("; ")}`)),
        300_000,
      ).unref();
    }),
  ]);
  await jobs.stop();
  await probing;
  const job = await findJob(database.db, actor.companyId, jobId);
  if (job?.status !== "DoneSuccess") {
    throw new Error(`the copy ended ${job?.status}: ${job?.message} ${logged.join("; ")}`);
  }
  waits.sort((a, b) => a - b);
  return {
    ms,
    longestWaitMs: waits.at(-1) ?? 0,
    p99WaitMs: waits[Math.floor(waits.length * 0.99)] ?? 0,
    probes: waits.length,
  };
}

/**
 * One INSERT ... SELECT of a table of the plan into the company `$2` from the company `$1`, with a fresh etag and
 * new ids through bench_new_ids joined on `id` and on every text column ending in `_id` (values it does not know
 * are kept, as the copy keeps them). No row refers to a component, so components' new ids are drawn directly; their
 * option_ids are mapped one by one, and their option_key (those ids sorted and joined by ',') made from the result.
 * JSON columns are taken as they are: the copy also moves the ids inside them (few rows, all in small tables).
 */
function insertSelect({ name, columns }) {
  const joins = [];
  const expression = ({ column, type }) => {
    if (column === "company_id") return "$2::text";
    if (column === "etag" || (column === "id" && name === "components")) return "gen_random_uuid()::text";
    if (type === "text" && (column === "id" || column.endsWith("_id"))) {
      joins.push(`LEFT JOIN bench_new_ids AS new_${column} ON new_${column}.old_id = src.${column}`);
      return `coalesce(new_${column}.new_id, src.${column})`;
    }
    if (name === "components" && column === "option_ids") return "options.ids";
    if (name === "components" && column === "option_key") {
      return `(SELECT string_agg(id, ',' ORDER BY id COLLATE "C") FROM unnest(options.ids) AS moved(id))`;
    }
    return `src.${column}`;
  };
  const values = columns.map(expression);
  if (name === "components") {
    joins.push(`CROSS JOIN LATERAL (SELECT ARRAY(
      SELECT coalesce((SELECT new_id FROM bench_new_ids WHERE old_id = listed.id), listed.id)
      FROM unnest(src.option_ids) WITH ORDINALITY AS listed(id, n) ORDER BY listed.n) AS ids OFFSET 0) AS options`);
  }
  return `INSERT INTO ${name} (${columns.map(({ column }) => column).join(", ")})
    SELECT ${values.join(", ")} FROM ${name} AS src ${joins.join(" ")} WHERE src.company_id = $1`;
}

/** The floor: the plan's tables copied by INSERT ... SELECT in one transaction; answers the ms taken. */
async function floorCopy(database, plan, source, target) {
  const both = [source, target];
  const statements = [
    ["CREATE TEMP TABLE bench_new_ids (old_id text PRIMARY KEY, new_id text NOT NULL) ON COMMIT DROP", []],
    ...plan
      .filter(({ name, columns }) => name !== "components" && columns.some(({ column }) => column === "id"))
      .map(({ name }) => [
        `INSERT INTO bench_new_ids SELECT id, gen_random_uuid()::text FROM ${name} WHERE company_id = $1`,
        [source],
      ]),
    // Temporary tables get no statistics unless asked: without them the planner guesses badly.
    ["ANALYZE bench_new_ids", []],
    ...plan.map((table) => [insertSelect(table), both]),
  ];
  const began = performance.now();
  await inTransaction(database, async (query) => {
    for (const [text, params] of statements) await query(text, params);
  });
  return performance.now() - began;
}

async function measureOn(database, label) {
  const { getTableConfig } = await import("drizzle-orm/pg-core");
  const { COPY_PLAN } = await import(
    "../../apps/server/src/modules/account/workspace-copy/workspace-copy-plan.repo.ts"
  );
  const plan = COPY_PLAN.map((step) => {
    const config = getTableConfig(step.table);
    return { name: config.name, columns: config.columns.map((c) => ({ column: c.name, type: c.getSQLType() })) };
  });
  await database.migrate();
  const { source, target, floorTarget, actor } = await seed(database);
  const sourceRows = await countRows(database, plan, source);
  // Each timed part starts with no dirty pages left by the writes before it.
  const checkpoint = () => database.db.$client.query("CHECKPOINT");
  await checkpoint();
  const { ms: copyMs, longestWaitMs, p99WaitMs } = await copyThroughJob(database, actor, target);
  await checkpoint();
  const floorMs = await floorCopy(database, plan, source, floorTarget);
  for (const [company, what] of [
    [target, "the copy"],
    [floorTarget, "the floor"],
  ]) {
    const copied = await countRows(database, plan, company);
    const wrong = plan.filter(({ name }) => copied[name] !== sourceRows[name]);
    if (wrong.length > 0) throw new Error(`${what} wrote other counts of ${wrong.map(({ name }) => name).join(", ")}`);
  }
  const rows = Object.values(sourceRows).reduce((sum, count) => sum + count, 0);
  return {
    note: `${rows} rows in ${plan.length} tables, of which ${sourceRows.components} components; the floor copies every table`,
    figures: [
      { name: `workspace-copy.${label}.seconds`, value: copyMs / 1000, unit: "s" },
      { name: `workspace-copy.${label}.insert-select.seconds`, value: floorMs / 1000, unit: "s" },
      { name: `workspace-copy.${label}.ratio`, value: copyMs / floorMs, unit: "ratio" },
      { name: `workspace-copy.${label}.query-wait.longest.ms`, value: longestWaitMs, unit: "ms" },
      { name: `workspace-copy.${label}.query-wait.p99.ms`, value: p99WaitMs, unit: "ms" },
      { name: `workspace-copy.${label}.rows`, value: rows, unit: "rows" },
    ],
  };
}

async function measureAll() {
  const told = new Set();
  const { figures, notes } = await onPgliteAndPostgres("atelier_bench_copy", async (database, label) => {
    const { note, figures } = await measureOn(database, label);
    told.add(note);
    return figures;
  });
  return { figures, notes: [...told, ...notes] };
}

// Run with tsx as a script (not when the bench imports this file).
await runWhenScript(import.meta, measureAll);
