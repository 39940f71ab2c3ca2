import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AppDeps } from "../deps";
import { findUserByEmail } from "../modules/account/account/account.repo";
import {
  assetRowsUnder,
  commitStagedAssets,
  type StagedAsset,
  stageAssetContent,
} from "../modules/asset/asset/asset.service";
import { DEMO_MEDIA_DIR } from "../paths";
import { demoAdminActor } from "./demo-seed";
import { findCompanyByName } from "./seed.repo";

/** Where the demo's files go in its library: the sneaker's component images and its 3D model. */
export const DEMO_ASSET_FOLDER = "sneakers/";
export const DEMO_ASSET_IMAGES = `${DEMO_ASSET_FOLDER}images/`;
export const DEMO_ASSET_MODELS = `${DEMO_ASSET_FOLDER}models/`;

/** Files checked and stored at once on a first start. */
const AT_ONCE = 4;

/** The demo media files and the library names they take (the image names kept, so the name format still fits). */
async function demoFiles(mediaDir: string): Promise<{ name: string; path: string }[]> {
  const list = async (folder: string, prefix: string) =>
    (await readdir(join(mediaDir, folder)).catch(() => [] as string[]))
      .filter((file) => !file.startsWith("."))
      .sort()
      .map((file) => ({ name: `${prefix}${file}`, path: join(mediaDir, folder, file) }));
  return [...(await list("images", DEMO_ASSET_IMAGES)), ...(await list("models", DEMO_ASSET_MODELS))];
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Puts the demo company's component images and model into its asset library under sneakers/, through the
 * upload's own checks, as the demo administrator. Idempotent and cheap on later starts: a file whose asset
 * holds the same content and whose object this storage has is left alone (one list query, one stat each).
 * Answers how many assets were written.
 */
export async function ensureDemoAssets(
  deps: Pick<AppDeps, "db" | "storage" | "clock" | "log">,
  demo: { company: string; adminEmail: string },
  mediaDir: string = DEMO_MEDIA_DIR,
): Promise<number> {
  const company = await findCompanyByName(deps.db, demo.company);
  const admin = await findUserByEmail(deps.db, demo.adminEmail);
  if (!company || !admin) return 0;
  const existing = new Map(
    (await assetRowsUnder(deps, company.id, DEMO_ASSET_FOLDER)).map((row) => [row.name, row] as const),
  );
  const files = await demoFiles(mediaDir);
  const staged: StagedAsset[] = [];
  try {
    for (let start = 0; start < files.length; start += AT_ONCE) {
      const batch = await Promise.allSettled(
        files.slice(start, start + AT_ONCE).map(async (file) => {
          const bytes = await readFile(file.path);
          const row = existing.get(file.name);
          if (row && row.sha256 === sha256(bytes) && (await deps.storage.head(row.storageKey))) return undefined;
          return stageAssetContent(deps, company.id, file.name, bytes);
        }),
      );
      for (const result of batch) if (result.status === "fulfilled" && result.value) staged.push(result.value);
      const failed = batch.find((result) => result.status === "rejected");
      if (failed) throw failed.reason;
    }
  } catch (error) {
    await Promise.all(staged.map((item) => deps.storage.delete(item.info.key).catch(() => undefined)));
    throw error;
  }
  if (staged.length === 0) return 0;
  await commitStagedAssets(deps, demoAdminActor(company.id, admin.id), staged);
  return staged.length;
}
