import Fastify from "fastify";
import { Passwords } from "../auth/passwords";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/open";
import { openBlobStorage } from "../storage/open-blob-storage";
import { restoreDemoBlobs } from "./demo-applets";
import { ensureDemoRecipes } from "./demo-recipe-blobs";
import { DEMO, seedDemo } from "./demo-seed";

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await seedDemo(database.db, new Passwords(config.hashCost));
    const storage = await openBlobStorage(config.storage);
    await restoreDemoBlobs(database.db, storage, DEMO.company);
    const log = Fastify({ logger: { level: config.logLevel } }).log;
    const recipes = await ensureDemoRecipes({ config, db: database.db, storage, log });
    if (recipes.saved > 0) console.log(`  ${recipes.saved} demo recipes saved.`);
    console.log(`Demo workspace '${DEMO.company}' is ready.`);
    console.log(`  Sign in: ${DEMO.admin.email} or ${DEMO.viewer.email}, password ${DEMO.password}`);
    console.log(`  Invitation code: ${DEMO.invitationCode}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
