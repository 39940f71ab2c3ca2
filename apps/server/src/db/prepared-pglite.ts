import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PreparedPglite } from "../paths";

/**
 * Creating a PGlite data folder (initdb) takes seconds; loading one already made takes a fraction of that.
 * The server build writes prepared ones (db/prepare-pglite.ts), and a fresh DATA_DIR starts from one; the
 * migrations then run as always, so a folder built before a newer migration still ends up current
 * (docs/decisions/server-prepared-pglite.md).
 */
export function preparedDataFor(dir: string, file: PreparedPglite): Blob | undefined {
  if (existsSync(join(dir, "PG_VERSION")) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
