import { mkdirSync } from "node:fs";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER, type PreparedPglite } from "../paths";
import { openPglite } from "./pglite";

/** The database as repos see it: the same query builder on PGlite and on PostgreSQL (a transaction fits too). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations in apps/server/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given; otherwise PGlite in `pgliteDir` (or in memory when it is undefined),
 * a new folder starting from the `prepared` one when given.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  prepared?: PreparedPglite;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool reconnects.
    pool.on("error", (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool);
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await openPglite(options.pgliteDir, options.prepared);
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
