import Fastify from "fastify";
import { Passwords } from "../auth/passwords";
import { ConfigError, loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/open";
import { openBlobStorage } from "../storage/open-blob-storage";
import { restoreDemoBlobs } from "./demo-applets";
import { ensureDemoAssets } from "./demo-assets";
import { ensureDemoOptimization } from "./demo-optimization";
import { ensureDemoRecipes } from "./demo-recipe-blobs";
import { ensureDemoReferenceData } from "./demo-reference-data";
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
    const demo = { company: DEMO.company, adminEmail: DEMO.admin.email };
    const assets = await ensureDemoAssets({ db: database.db, storage, clock: () => new Date(), log }, demo);
    if (assets > 0) console.log(`  ${assets} demo assets stored in the library.`);
    if (await ensureDemoOptimization({ db: database.db, storage, clock: () => new Date(), log }, demo)) {
      console.log("  The demo 3D optimisation was run.");
    }
    const references = await ensureDemoReferenceData({ db: database.db, storage, clock: () => new Date(), log }, demo);
    if (references > 0) console.log(`  ${references} demo reference data added.`);
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
