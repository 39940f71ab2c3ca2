// Run with tsx (imported by the *-seed.mjs bench scripts): opens the data folder given on the command line,
// (or, with BENCH_DATABASE_URL, that PostgreSQL database) migrates and seeds the demo company, runs `load(tx, demo)` in one transaction with the demo company's and
// admin's ids, then gathers the planner's statistics.
import { sql } from "drizzle-orm";
import { Passwords } from "../../apps/server/src/auth/passwords.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openConfiguredDatabase } from "../../apps/server/src/db/open.ts";
import { DEMO, seedDemoIfEmpty } from "../../apps/server/src/seed/demo-seed.ts";

/** @param {string} script the calling script's name, for the usage message */
export async function seedDemoInBulk(script, load) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error(`usage: ${script} <data folder>`);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL });
  const database = await openConfiguredDatabase(config);
  try {
    await seedDemoIfEmpty(database.db, new Passwords(config.hashCost));
    await database.db.transaction(async (tx) => {
      const {
        rows: [demo],
      } = await tx.execute(sql`
        SELECT c.id AS company_id, u.id AS user_id FROM companies c, users u
        WHERE c.name = ${DEMO.company} AND u.email = ${DEMO.admin.email}`);
      if (!demo) throw new Error("the demo company was not seeded");
      await load(tx, demo);
    });
    // PostgreSQL's autovacuum would gather the planner's statistics after such a load; PGlite runs none.
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}
