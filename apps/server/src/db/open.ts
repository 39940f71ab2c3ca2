import { join } from "node:path";
import type { Config } from "../config";
import { type Database, openDatabase } from "./client";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ pgliteDir: join(config.dataDir, "pglite") });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
