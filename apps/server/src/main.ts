import { buildApp } from "./app";
import { Passwords } from "./auth/passwords";
import { ConfigError, loadConfig } from "./config";
import { openConfiguredDatabase } from "./db/open";
import { restoreDemoBlobs } from "./seed/demo-applets";
import { ensureDemoAssets } from "./seed/demo-assets";
import { ensureDemoOptimization } from "./seed/demo-optimization";
import { demoReviewLink } from "./seed/demo-orders";
import { ensureDemoRecipes } from "./seed/demo-recipe-blobs";
import { ensureDemoReferenceData } from "./seed/demo-reference-data";
import { DEMO, demoCompanyExists, seedDemoIfEmpty } from "./seed/demo-seed";
import { openBlobStorage } from "./storage/open-blob-storage";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  if (config.seedDemo) await seedDemoIfEmpty(database.db, new Passwords(config.hashCost));
  const storage = await openBlobStorage(config.storage);
  // A prepared or copied database may lack the demo applets' files in this storage.
  await restoreDemoBlobs(database.db, storage, DEMO.company);
  const app = await buildApp({ config, db: database.db, storage, logger: { level: config.logLevel } });
  // The demo's recipes and their previews: saved now, or the build's previews copied into this storage.
  if (config.seedDemo) await ensureDemoRecipes({ config, db: database.db, storage, log: app.log });
  // The demo's asset library, then its finished 3D optimisation, then its reference data: made now, or again
  // when this storage lacks their files.
  if (config.seedDemo) {
    const demo = { company: DEMO.company, adminEmail: DEMO.admin.email };
    await ensureDemoAssets({ db: database.db, storage, clock: () => new Date(), log: app.log }, demo);
    await ensureDemoOptimization({ db: database.db, storage, clock: () => new Date(), log: app.log }, demo);
    await ensureDemoReferenceData({ db: database.db, storage, clock: () => new Date(), log: app.log }, demo);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`;
  // A plain banner for people; the structured log carries the rest.
  console.log(`Atelier listening on http://localhost:${config.port} (database: ${where}, build ${config.buildNumber})`);
  if (await demoCompanyExists(database.db)) {
    console.log(`Demo sign-in: ${DEMO.admin.email} (Administrator) or ${DEMO.viewer.email} (role None)`);
    console.log(`  password: ${DEMO.password}    platform invitation code: ${DEMO.invitationCode}`);
    const reviewLink = await demoReviewLink({ db: database.db, storage, log: app.log, config });
    if (reviewLink) console.log(`Demo order waiting for the customer: ${reviewLink}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
