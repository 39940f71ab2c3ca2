import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (apps/server). This file sits one level below it in src/, and the built
 * server's bundle one level below it in dist/: the same path works in development and in production,
 * so every folder the server reads at run time is found from here and from nowhere else.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The repository root (npm -w runs scripts inside apps/server). */
export const REPO_ROOT = resolve(SERVER_ROOT, "../..");

/** Drizzle's migrations. */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, "drizzle");

/** The demo's images and 3D models, which the demo catalogue's rows point at. */
export const DEMO_MEDIA_DIR = join(SERVER_ROOT, "demo-media");

/**
 * The built server (`npm run build -w @atelier/server`): apps/server/dist, or the folder SERVER_DIST_NAME names
 * beside it (tests only: builds side by side).
 */
export const SERVER_DIST = join(SERVER_ROOT, process.env.SERVER_DIST_NAME ?? "dist");

/**
 * The PGlite data folders made by the server build, from which a fresh DATA_DIR starts: migrated and empty
 * (SEED_DEMO=false), or migrated with the demo company already seeded (the default).
 */
export const PREPARED_PGLITE = {
  empty: join(SERVER_DIST, "pglite-initial.tar.gz"),
  demo: join(SERVER_DIST, "pglite-demo.tar.gz"),
} as const;

export type PreparedPglite = (typeof PREPARED_PGLITE)[keyof typeof PREPARED_PGLITE];

/** The demo's reference data, translation mapping and data grid files. */
export const DEMO_REFERENCE_DIR = join(SERVER_ROOT, "demo-data", "reference");
