import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OptimizationStep } from "@atelier/domain/asset/optimization-profile.schema";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { findUserByEmail } from "../modules/account/account/account.repo";
import {
  deleteOptimization,
  insertOptimization,
  listOptimizations,
  updateOptimization,
} from "../modules/asset/data-optimization/data-optimization.repo";
import {
  optimizationSourceKey,
  removeOptimizationBlobs,
} from "../modules/asset/data-optimization/data-optimization-blobs";
import { optimizeStored } from "../modules/asset/data-optimization/data-optimization-run";
import { findProfileByName } from "../modules/asset/data-optimization-profile/data-optimization-profile.repo";
import { createProfile } from "../modules/asset/data-optimization-profile/data-optimization-profile.service";
import { GLB_CONTENT_TYPE } from "../modules/asset/gltf/model-files";
import { DEMO_MEDIA_DIR } from "../paths";
import { findCompanyByName } from "./seed.repo";

/** The demo company's profile (issue 17): what a web storefront wants of a model. */
export const DEMO_PROFILE = {
  name: "Web (meshopt + webp)",
  description: "Merges duplicates, drops unused data, welds, textures at most 2048 px in webp 85, meshopt compression.",
  steps: [
    { id: "dedup", type: "Deduplicate" },
    { id: "prune", type: "Prune" },
    { id: "weld", type: "Weld" },
    { id: "resize", type: "TextureResize", maxSize: 2048 },
    { id: "webp", type: "TextureWebp", quality: 85 },
    { id: "meshopt", type: "MeshCompression", method: "Meshopt" },
    { id: "save", type: "SaveAs", as: "Glb" },
  ] satisfies OptimizationStep[],
};

/** The demo's model (demo-media/models), optimised once with the demo profile. */
export const DEMO_MODEL_NAME = "sneaker.glb";
const DEMO_MODEL_PATH = join(DEMO_MEDIA_DIR, "models", DEMO_MODEL_NAME);

/** Adds the demo profile when the company has none of its name (the database stage of the seed). */
export async function seedDemoOptimizationProfile(db: Db, actor: Actor, now: Date): Promise<void> {
  if (await findProfileByName(db, actor.companyId, DEMO_PROFILE.name)) return;
  await createProfile({ db, clock: () => now }, actor, {
    name: DEMO_PROFILE.name,
    description: DEMO_PROFILE.description,
    profileJson: DEMO_PROFILE.steps,
  });
}

/**
 * Gives the demo company one finished optimisation of the sneaker model, run by the real runner (about a
 * tenth of a second): at every start, when it has none, or its files are missing from this blob storage (a
 * prepared database, a new storage). A finished one with its files is left alone; no credit is taken.
 * Answers whether it ran. `demo` names the demo company and its administrator (DEMO in demo-seed.ts).
 */
export async function ensureDemoOptimization(
  deps: Pick<AppDeps, "db" | "storage" | "clock" | "log">,
  demo: { company: string; adminEmail: string },
): Promise<boolean> {
  const { db, storage } = deps;
  const company = await findCompanyByName(db, demo.company);
  const admin = await findUserByEmail(db, demo.adminEmail);
  if (!company || !admin) return false;
  const existing = (await listOptimizations(db, company.id)).filter((row) => row.name === DEMO_MODEL_NAME);
  const done = existing.find((row) => row.status === "Success" && row.resultKey);
  if (done?.resultKey && (await storage.head(done.resultKey)) && (await storage.head(done.sourceKey))) return false;
  for (const row of existing) {
    await deleteOptimization(db, company.id, row.id, row.etag);
    await removeOptimizationBlobs(deps, company.id, row.id);
  }

  const profile = await findProfileByName(db, company.id, DEMO_PROFILE.name);
  const id = randomUUID();
  const sourceKey = optimizationSourceKey(company.id, id);
  await storage.put(sourceKey, await readFile(DEMO_MODEL_PATH), { contentType: GLB_CONTENT_TYPE });
  const now = deps.clock();
  const created = await insertOptimization(db, {
    id,
    companyId: company.id,
    name: DEMO_MODEL_NAME,
    sourceKey,
    createdBy: admin.fullName,
    now,
  });
  const processing = await updateOptimization(
    db,
    company.id,
    created.id,
    { statuses: ["Created"] },
    { status: "Processing", profileId: profile?.id ?? null, steps: profile?.steps ?? DEMO_PROFILE.steps },
    now,
  );
  if (!processing) return false;
  try {
    await optimizeStored(deps, processing, undefined, () => Promise.resolve());
  } catch (error) {
    // The demo must not stop the server: without a result the demo simply has no optimisation.
    deps.log.warn({ err: error }, "the demo optimisation could not run");
    await deleteOptimization(db, company.id, created.id, processing.etag).catch(() => undefined);
    await removeOptimizationBlobs(deps, company.id, created.id);
    return false;
  }
  return true;
}
