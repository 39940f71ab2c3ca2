// The analytics bench (issue "Analytics"): on PostgreSQL with ANALYTICS_BENCH.postgres rows and on PGlite with a
// tenth, each dashboard tile's call for the last 30 days and the last year, two prompt reports, and the same tiles
// answered by DuckDB over the same raw rows; on PostgreSQL also event ingestion per second (POST /api/v1/event in
// batches of 100) beside a plain multi-row INSERT of the same rows. `npm run bench` runs it among the others;
// `node scripts/bench/analytics.mjs` runs it alone on the current build (`npm run build` first).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { TILES, timeTilesInDuckDb } from "./analytics-duckdb.mjs";
import { freshDataDir, ROOT, startServer, stop, stopAll, waitUntilUp } from "./processes.mjs";
import { ascending, median, percentile } from "./stats.mjs";
import { signIn } from "./throughput.mjs";

export const ANALYTICS_BENCH = {
  postgres: { recipes: 1_000_000, sessions: 1_000_000 },
  pglite: { recipes: 100_000, sessions: 100_000 },
};
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
const RANGES_IN_DAYS = [30, 365];
const RUNS = 7;
const PROMPTS = [
  { hive: "recipe", prompt: "top 5 products by saved recipes last month on the US site" },
  { hive: "actionevent", prompt: "how many mobile sessions this week compared with last week" },
];
const INGESTION = { batches: 200, batchSize: 100, concurrency: 4 };

const spread = (times) => {
  const sorted = ascending(times);
  return { medianMs: median(sorted), p95Ms: percentile(sorted, 0.95) };
};

/** The period query of the last `days` days, today included (UTC). */
function periodQuery(days) {
  const end = new Date();
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const parts = (date, prefix) =>
    `${prefix}year=${date.getUTCFullYear()}&${prefix}month=${date.getUTCMonth() + 1}&${prefix}day=${date.getUTCDate()}`;
  return `${parts(start, "start")}&${parts(end, "end")}`;
}

async function timed(call) {
  const started = performance.now();
  const response = await call();
  const body = await response.text();
  if (!response.ok) throw new Error(`answered ${response.status}: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

async function timeRuns(call) {
  await timed(call);
  const times = [];
  for (let run = 0; run < RUNS; run++) times.push(await timed(call));
  return times;
}

/** Each tile's call for each range, then the prompt reports: medians and 95th percentiles in ms. */
async function timeServer(baseUrl, cookie) {
  const headers = { cookie, origin: baseUrl };
  const tiles = {};
  for (const tile of TILES) {
    tiles[tile] = {};
    for (const days of RANGES_IN_DAYS) {
      const url = `${baseUrl}/api/v1/analytics/${tile}?${periodQuery(days)}`;
      tiles[tile][days] = spread(await timeRuns(() => fetch(url, { headers })));
    }
  }
  const prompts = [];
  for (const body of PROMPTS) {
    const times = await timeRuns(() =>
      fetch(`${baseUrl}/api/v1/analytics/prompt`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ ...body, refinements: [] }),
      }),
    );
    prompts.push({ ...body, ...spread(times) });
  }
  return { tiles, prompts };
}

/** The ingestion's batches: sessions of ten events, as the Studio sends them. */
function eventBatches() {
  const types = ["session_start", "option_chosen", "option_chosen", "view_changed", "text_entered"];
  return Array.from({ length: INGESTION.batches }, (_, batch) => ({
    events: Array.from({ length: INGESTION.batchSize }, (_, index) => {
      const type = types[index % types.length];
      return {
        type,
        sessionId: `bench-${batch}-${Math.floor(index / 10)}-${randomBytes(4).toString("hex")}`,
        styleCode: "SNK-CC-100",
        siteCode: "US",
        ...(type === "option_chosen" ? { placementCode: "LACES", componentCode: "LACES-RED" } : {}),
        ...(type === "text_entered" ? { value: "AM" } : {}),
      };
    }),
  }));
}

/** Runs `send(batch)` over the batches with INGESTION.concurrency at once: events per second. */
async function eventsPerSecond(batches, send) {
  const queue = [...batches];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: INGESTION.concurrency }, async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) await send(batch);
    }),
  );
  return (batches.length * INGESTION.batchSize) / ((performance.now() - started) / 1000);
}

/** The same events written by one plain multi-row INSERT per batch, with no checks, sessions or rollups. */
async function plainInsertPerSecond(databaseUrl, companyId, batches) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: INGESTION.concurrency });
  try {
    return await eventsPerSecond(batches, async ({ events }) => {
      const values = [];
      const rows = events.map((event, index) => {
        values.push(companyId, event.sessionId, event.type, event.siteCode, event.styleCode);
        values.push(event.placementCode ?? "", event.componentCode ?? "", event.value ?? "");
        const at = index * 8;
        const p = (n) => `$${at + n}`;
        return `(${p(1)}, ${p(2)}, ${p(3)}, now(), current_date, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)})`;
      });
      await pool.query(
        `INSERT INTO action_events (company_id, session_id, type, received_at, day, site_code, style_code,
          placement_code, component_code, value) VALUES ${rows.join(", ")}`,
        values,
      );
    });
  } finally {
    await pool.end();
  }
}

async function measureIngestion(baseUrl, cookie, databaseUrl) {
  const apiRate = await eventsPerSecond(eventBatches(), async (batch) => {
    const response = await fetch(`${baseUrl}/api/v1/event`, {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/json", "user-agent": "Mozilla/5.0 Chrome/131" },
      body: JSON.stringify(batch),
    });
    if (response.status !== 202) throw new Error(`POST /api/v1/event answered ${response.status}`);
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [company],
  } = await client.query("SELECT id FROM companies WHERE name = 'Demo Outfitters'");
  await client.end();
  const plainRate = await plainInsertPerSecond(databaseUrl, company.id, eventBatches());
  return { apiRate, plainRate };
}

async function seed(dataDir, rows, env) {
  const { stdout } = await promisify(execFile)(
    "npx",
    ["tsx", "scripts/bench/analytics-seed.mjs", dataDir, String(rows.recipes), String(rows.sessions)],
    { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 1 << 24 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]");
}

/** Seeds, serves and times one database kind; answers the server's and DuckDB's figures. */
async function measureOn(kind, port, databaseUrl) {
  const rows = ANALYTICS_BENCH[kind];
  const dataDir = freshDataDir(`analytics-${kind}`);
  const env = databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {};
  const styleCodes = await seed(dataDir, rows, env);
  const server = startServer({ port, dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
  try {
    const baseUrl = `http://localhost:${port}`;
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child });
    const cookie = await signIn(baseUrl, DEMO);
    const served = await timeServer(baseUrl, cookie);
    const ingestion = databaseUrl ? await measureIngestion(baseUrl, cookie, databaseUrl) : undefined;
    const duckdb = await timeTilesInDuckDb({ ...rows, styleCodes, rangesInDays: RANGES_IN_DAYS, runs: RUNS });
    const reference = Object.fromEntries(
      Object.entries(duckdb).map(([tile, byDays]) => [
        tile,
        Object.fromEntries(Object.entries(byDays).map(([days, times]) => [days, spread(times)])),
      ]),
    );
    return { rows, ...served, ingestion, duckdb: reference };
  } finally {
    stop(server.child);
  }
}

/** Both kinds: PGlite always, PostgreSQL when BENCH_POSTGRES_URL (default: the local server) answers. */
export async function measureAnalytics({ ports }) {
  const results = { pglite: await measureOn("pglite", ports.pglite) };
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    results.note = `PostgreSQL skipped: ${POSTGRES_URL} is unreachable (${error.message}).`;
    return results;
  }
  const name = `atelier_bench_analytics_${randomBytes(4).toString("hex")}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    results.postgres = await measureOn("postgres", ports.postgres, url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}

/** Prints one kind's figures as a table: tile, range, server median and p95, DuckDB median. */
export function printAnalytics(kind, figures) {
  console.log(`  ${kind}: ${figures.rows.recipes} recipes, ${figures.rows.sessions * 10} events`);
  for (const tile of TILES) {
    for (const days of RANGES_IN_DAYS) {
      const server = figures.tiles[tile][days];
      const duck = figures.duckdb[tile][days];
      console.log(
        `    ${tile.padEnd(26)} ${String(days).padStart(3)} days: ${server.medianMs.toFixed(1)} ms (p95 ${server.p95Ms.toFixed(1)}), DuckDB ${duck.medianMs.toFixed(1)} ms`,
      );
    }
  }
  for (const prompt of figures.prompts) {
    console.log(
      `    prompt (${prompt.hive}) "${prompt.prompt}": ${prompt.medianMs.toFixed(1)} ms (p95 ${prompt.p95Ms.toFixed(1)})`,
    );
  }
  if (figures.ingestion) {
    const { apiRate, plainRate } = figures.ingestion;
    console.log(
      `    ingestion: ${apiRate.toFixed(0)} events/s through POST /api/v1/event, plain INSERT ${plainRate.toFixed(0)} events/s (ratio ${(apiRate / plainRate).toFixed(2)})`,
    );
  }
}

/** Records one kind's figures: each tile and range (the server's and DuckDB's median), prompts, ingestion. */
export function addAnalyticsFigures(results, kind, figures) {
  for (const tile of TILES) {
    for (const days of RANGES_IN_DAYS) {
      results.add(`analytics.${kind}.${tile}.${days}d.median`, figures.tiles[tile][days].medianMs, "ms");
      results.add(`analytics.${kind}.${tile}.${days}d.p95`, figures.tiles[tile][days].p95Ms, "ms");
      results.add(`analytics.${kind}.${tile}.${days}d.duckdb.median`, figures.duckdb[tile][days].medianMs, "ms");
    }
  }
  figures.prompts.forEach((prompt, index) => {
    results.add(`analytics.${kind}.prompt${index + 1}.${prompt.hive}.median`, prompt.medianMs, "ms");
  });
  if (figures.ingestion) {
    results.add(`analytics.${kind}.ingestion.api`, figures.ingestion.apiRate, "events/s");
    results.add(`analytics.${kind}.ingestion.plain-insert`, figures.ingestion.plainRate, "events/s");
    results.add(
      `analytics.${kind}.ingestion.api-vs-plain-insert`,
      figures.ingestion.apiRate / figures.ingestion.plainRate,
      "ratio",
    );
  }
}

if (process.argv[1] === import.meta.filename) {
  try {
    const results = await measureAnalytics({ ports: { pglite: 3328, postgres: 3329 } });
    printAnalytics("pglite", results.pglite);
    if (results.postgres) printAnalytics("postgres", results.postgres);
    if (results.note) console.log(results.note);
  } finally {
    stopAll();
  }
}
