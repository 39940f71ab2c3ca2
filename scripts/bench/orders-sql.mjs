// Run with tsx on a data folder the orders bench prepared (orders-seed.mjs), while no server holds it: times the
// plain indexed SQL the Orders list's search runs (the page of 100 rows newest first, and how many match) for
// each filter text, and prints the milliseconds as JSON on its last line.
// Usage: npx tsx scripts/bench/orders-sql.mjs <data folder> <filter text> ...
import { sql } from "drizzle-orm";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openConfiguredDatabase } from "../../apps/server/src/db/open.ts";
import { DEMO } from "../../apps/server/src/seed/demo-seed.ts";

const [dataDir, ...filters] = process.argv.slice(2);
if (!dataDir || filters.length === 0) throw new Error("usage: orders-sql.mjs <data folder> <filter text> ...");
const RUNS = Number(process.env.ORDERS_BENCH_RUNS ?? 10);
const PAGE = 100;

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined });
const database = await openConfiguredDatabase(config);
try {
  const { db } = database;
  const {
    rows: [company],
  } = await db.execute(sql`SELECT id FROM companies WHERE name = ${DEMO.company}`);
  /** The list's two statements, as the order repo writes them (escaping aside: the texts hold no % or _). */
  const search = async (text) => {
    const pattern = `%${text.toLowerCase()}%`;
    await db.execute(sql`
      SELECT * FROM orders WHERE company_id = ${company.id} AND search_text LIKE ${pattern}
      ORDER BY created_at DESC, recipe_id DESC LIMIT ${PAGE}`);
    await db.execute(sql`SELECT count(*) FROM orders WHERE company_id = ${company.id} AND search_text LIKE ${pattern}`);
  };
  for (const text of filters) await search(text);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    for (const text of filters) {
      const started = performance.now();
      await search(text);
      times.push(performance.now() - started);
    }
  }
  console.log(JSON.stringify(times));
} finally {
  await database.close();
}
