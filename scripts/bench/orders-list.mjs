// The orders bench over 100,000 orders (docs/decisions/project-demo-orders.md): the Orders list's search on the
// server beside the plain indexed SQL of the same rows, the same search typed in the Orders blade, the order
// panel's open time, and a bulk status change of 1,000 orders. `npm run bench` runs it among the others;
// `node scripts/bench/orders-list.mjs` runs it alone on the current build (`npm run build` first).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { measureOrderPanelOpen, measureOrdersKeystrokes } from "./orders-blade.mjs";
import { copyWebBuild, freshDataDir, ROOT, run, startServer, stop, stopAll, waitUntilUp } from "./processes.mjs";
import { ascending, median, percentile } from "./stats.mjs";
import { signIn } from "./throughput.mjs";

const DEMO = { email: "admin@demo.atelier.test", password: "demo-password" };
/** What a user types into the search: an order number narrowing key by key, a personal text, a recipe id, a style. */
const FILTERS = ["bn-0", "bn-01", "bn-012", "bn-0123", "bn-01234", "harper", "bench0099", "snk-cc"];
const RUNS = 10;
const BULK = { size: 1000, batches: 3 };

const spread = (times) => {
  const sorted = ascending(times);
  return { medianMs: median(sorted), p95Ms: percentile(sorted, 0.95) };
};

/**
 * Seeds a data folder with the bench orders, then times the plain SQL of each filter on it (before a server holds
 * the folder): the SQL's median and 95th percentile.
 */
export async function prepareOrdersBench(dataDir) {
  await run("npx", ["tsx", "scripts/bench/orders-seed.mjs", dataDir]);
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/bench/orders-sql.mjs", dataDir, ...FILTERS], {
    cwd: ROOT,
    env: { ...process.env, ORDERS_BENCH_RUNS: String(RUNS) },
  });
  return spread(JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]"));
}

/** `GET /api/v1/order?filter=…&take=100` (the blade's page) for each filter, RUNS times after one warm-up round. */
async function measureSearchApi(baseUrl, cookie) {
  const search = async (text) => {
    const response = await fetch(`${baseUrl}/api/v1/order?filter=${encodeURIComponent(text)}&take=100`, {
      headers: { cookie },
    });
    if (!response.ok) throw new Error(`GET /api/v1/order answered ${response.status}`);
    return response.json();
  };
  const { total } = await search("");
  for (const text of FILTERS) await search(text);
  const times = [];
  for (let round = 0; round < RUNS; round++) {
    for (const text of FILTERS) {
      const started = performance.now();
      await search(text);
      times.push(performance.now() - started);
    }
  }
  return { total, ...spread(times) };
}

/** `POST /api/v1/order/bulk` moving BULK.size Created bench orders to Saved, BULK.batches times: ms per batch. */
async function measureBulkChange(baseUrl, cookie) {
  const times = [];
  for (let batch = 0; batch < BULK.batches; batch++) {
    // Every ninth bench order is Created (orders-seed.mjs): BENCH0000009, BENCH0000018 ...
    const recipeIds = Array.from({ length: BULK.size }, (_, index) => {
      const number = (batch * BULK.size + index + 1) * 9;
      return `BENCH${String(number).padStart(7, "0")}`;
    });
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/v1/order/bulk`, {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ recipeIds, orderStatus: "Saved" }),
    });
    const elapsed = performance.now() - started;
    const body = await response.json();
    if (!response.ok || body.changed.length !== BULK.size) {
      throw new Error(`the bulk change answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    times.push(elapsed);
  }
  return times;
}

/** Every figure of the orders bench against a server on the prepared folder; `sql` is what prepareOrdersBench timed. */
export async function measureOrders({ baseUrl, sql }) {
  const cookie = await signIn(baseUrl, DEMO);
  const api = await measureSearchApi(baseUrl, cookie);
  if (api.total < 100_000) throw new Error(`the bench company has ${api.total} orders, not 100,000`);
  const blade = await measureOrdersKeystrokes({ baseUrl });
  const panel = await measureOrderPanelOpen({ baseUrl });
  const bulk = await measureBulkChange(baseUrl, cookie);
  return {
    orders: api.total,
    figures: [
      { name: "orders.search.api.median", value: api.medianMs, unit: "ms" },
      { name: "orders.search.api.p95", value: api.p95Ms, unit: "ms" },
      { name: "orders.search.sql.median", value: sql.medianMs, unit: "ms" },
      { name: "orders.search.sql.p95", value: sql.p95Ms, unit: "ms" },
      { name: "orders.search.api-vs-sql.median", value: api.medianMs / sql.medianMs, unit: "ratio" },
      { name: "orders.search.api-vs-sql.p95", value: api.p95Ms / sql.p95Ms, unit: "ratio" },
      { name: "orders-blade.open-to-rows", value: blade.openMs, unit: "ms" },
      { name: "orders-blade.search-keystroke.median", value: blade.keystrokeMedianMs, unit: "ms" },
      { name: "orders-blade.search-keystroke.p95", value: blade.keystrokeP95Ms, unit: "ms" },
      { name: "order-panel.open.median", value: panel.medianMs, unit: "ms" },
      { name: "order-panel.open.p95", value: panel.p95Ms, unit: "ms" },
      { name: "orders.bulk-status-1000.median", value: median(ascending(bulk)), unit: "ms" },
      { name: "orders.bulk-status-1000.max", value: Math.max(...bulk), unit: "ms" },
    ],
  };
}

/** Alone: a fresh folder, the seed and the SQL, the built server on ORDERS_BENCH_PORT (3325), the figures printed. */
async function runAlone() {
  const port = Number(process.env.ORDERS_BENCH_PORT ?? 3325);
  const baseUrl = `http://localhost:${port}`;
  const dataDir = freshDataDir("orders");
  console.log(`Seeding 100,000 orders in ${dataDir} and timing the plain SQL...`);
  const sql = await prepareOrdersBench(dataDir);
  const server = startServer({ port, dataDir, webDist: copyWebBuild(dataDir) });
  try {
    await waitUntilUp(`${baseUrl}/api/health`, { child: server.child }).catch((error) => {
      console.error(server.log.join(""));
      throw error;
    });
    const { orders, figures } = await measureOrders({ baseUrl, sql });
    console.log(`(${orders} orders)`);
    for (const { name, value, unit } of figures)
      console.log(`  ${name}: ${value.toFixed(unit === "ratio" ? 2 : 1)} ${unit}`);
  } finally {
    stop(server.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await runAlone();
  } finally {
    stopAll();
  }
}
