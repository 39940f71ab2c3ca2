import { join } from "node:path";
import type { Config } from "../config";
import { PREPARED_PGLITE } from "../paths";
import { type Database, openDatabase } from "./client";

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite, a new
 * folder starting from the build's prepared one: with the demo company when SEED_DEMO is on) and migrates it.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({
        pgliteDir: join(config.dataDir, "pglite"),
        prepared: config.seedDemo ? PREPARED_PGLITE.demo : PREPARED_PGLITE.empty,
      });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
