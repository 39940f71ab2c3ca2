// Run by the server build: writes the prepared PGlite data folders a fresh DATA_DIR starts from
// (db/prepared-pglite.ts): one migrated and empty, one with the demo company seeded as well.
import { writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { Passwords } from "../auth/passwords";
import { DEFAULT_HASH_COST } from "../config";
import { MIGRATIONS_FOLDER, PREPARED_PGLITE, type PreparedPglite } from "../paths";
import { prepareDemoRecipes } from "../seed/demo-recipe-blobs";
import { seedDemo } from "../seed/demo-seed";
import { PGLITE_EXTENSIONS } from "./pglite";

async function writePrepared(file: PreparedPglite, withDemo: boolean): Promise<void> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (withDemo) {
      await seedDemo(db, new Passwords(DEFAULT_HASH_COST));
      // The recipes' previews go to a folder of the build; each start copies them into its blob storage.
      console.log(`Prepared ${await prepareDemoRecipes(db)} demo recipes with their previews`);
    }
    const tarball = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    writeFileSync(file, tarball);
    console.log(`Prepared PGlite data folder: ${file} (${Math.round(tarball.length / 1024)} KB)`);
  } finally {
    await client.close();
  }
}

await writePrepared(PREPARED_PGLITE.empty, false);
await writePrepared(PREPARED_PGLITE.demo, true);
