import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import Fastify from "fastify";
import { loadConfig } from "../config";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { findUserByEmail } from "../modules/account/account/account.repo";
import { listCompanyStorefrontKeys } from "../modules/account/storefront-key/storefront-key.service";
import { SERVER_DIST } from "../paths";
import { FsBlobStorage } from "../storage/fs-blob-storage";
import { seedDemoOrdersIfNone } from "./demo-orders";
import { DEMO_STOREFRONT, seedDemoRecipesIfNone } from "./demo-recipes";
import { DEMO, demoAdminActor } from "./demo-seed";
import { findCompanyByName, listStorefrontRecipePreviewKeys } from "./seed.repo";

/**
 * The demo recipes' preview PNGs as the server build composed them, beside the prepared PGlite folder
 * whose recipe rows name them (docs/decisions/project-demo-customer-data.md).
 */
export const PREPARED_DEMO_RECIPE_BLOBS = join(SERVER_DIST, "demo-recipe-blobs");

type StartDeps = Pick<AppDeps, "db" | "storage" | "log" | "config">;

/**
 * Run by the server build on the prepared demo database: saves the demo recipes, their previews going to a
 * folder of the build (the storage the server will use is not known yet). Answers how many were saved.
 */
export async function prepareDemoRecipes(db: Db, folder: string = PREPARED_DEMO_RECIPE_BLOBS): Promise<number> {
  await rm(folder, { recursive: true, force: true });
  const storage = await FsBlobStorage.open(folder);
  return seedDemoRecipesIfNone({ db, storage, log: Fastify().log, config: loadConfig() });
}

/** The preview keys of the demo shop's recipes, when the demo company and its shop key exist. */
async function demoPreviewKeys(db: Db): Promise<string[]> {
  const company = await findCompanyByName(db, DEMO.company);
  const admin = await findUserByEmail(db, DEMO.admin.email);
  if (!company || !admin) return [];
  const keys = await listCompanyStorefrontKeys({ db }, demoAdminActor(company.id, admin.id));
  const shop = keys.find((key) => key.name === DEMO_STOREFRONT.name);
  return shop ? listStorefrontRecipePreviewKeys(db, company.id, shop.storefrontKeyId) : [];
}

/**
 * On every start with the demo: a demo without recipes gets them (composed now: a PostgreSQL database seeded at
 * its first start); a demo whose recipes came with the prepared database gets the previews the storage lacks,
 * copied from the build's folder. Answers how many recipes were saved and previews copied.
 */
export async function ensureDemoRecipes(
  deps: StartDeps,
  folder: string = PREPARED_DEMO_RECIPE_BLOBS,
): Promise<{ saved: number; copied: number }> {
  const saved = await seedDemoRecipesIfNone(deps);
  await seedDemoOrdersIfNone(deps);
  if (saved > 0 || !existsSync(folder)) return { saved, copied: 0 };
  const prepared = await FsBlobStorage.open(folder);
  let copied = 0;
  for (const key of await demoPreviewKeys(deps.db)) {
    if (await deps.storage.head(key)) continue;
    const object = await prepared.get(key);
    if (!object) continue;
    await deps.storage.put(key, object.body, { contentType: object.info.contentType });
    copied++;
  }
  return { saved, copied };
}
