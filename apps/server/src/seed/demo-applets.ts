import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { AppletScope } from "@atelier/domain/settings/applet.schema";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { appletBlobPrefix } from "../modules/settings/applet/applet-blobs";
import {
  addAppletWithStoredFiles,
  companyAppletFiles,
  companyHasApplets,
} from "../modules/settings/applet/applet-seed.service";
import { SERVER_ROOT } from "../paths";
import type { BlobStorage } from "../storage/blob-storage";
import { decideContentType } from "../storage/content-type";
import { findCompanyByName } from "./seed.repo";

/** The demo applet's files, kept in the repository (docs/decisions/applets-demo-seed.md). */
export const DEMO_APPLET_DIR = join(SERVER_ROOT, "demo-applet", "model-viewer");
const DEMO_APPLET_FILES = ["index.html", "app.js", "style.css"] as const;

/** Demo Outfitters' applets: one in the sidebar's Apps, one in the product editor's More menu; same page. */
const DEMO_APPLETS: { name: string; description: string; scope: AppletScope }[] = [
  { name: "Model viewer", description: "Shows the model an applet is opened with.", scope: "Global" },
  { name: "Product model", description: "Shows a product's id and style code.", scope: "Product" },
];

/** The name part of a demo file's object key: `{company}/applets/{applet}/demo-{name}`. */
const DEMO_KEY_MARK = "demo-";

async function demoFile(name: string) {
  const bytes = await readFile(join(DEMO_APPLET_DIR, name));
  return {
    name,
    bytes,
    size: bytes.length,
    contentType: await decideContentType(bytes, name, true),
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/**
 * Adds the demo applets to a company that has none, as the demo administrator. Only their rows: the
 * objects are written by restoreDemoAppletBlobs when the server starts (the database may be prepared
 * at build time, away from the blob storage the server will use).
 */
export async function seedDemoApplets(db: Db, actor: Actor, now: Date): Promise<void> {
  if (await companyHasApplets(db, actor.companyId)) return;
  const files = await Promise.all(DEMO_APPLET_FILES.map(demoFile));
  const rows = files.map(({ bytes: _bytes, ...row }) => row);
  for (const applet of DEMO_APPLETS) {
    await addAppletWithStoredFiles(
      { db, clock: () => now },
      actor,
      applet,
      rows,
      (appletId, name) => `${appletBlobPrefix(actor.companyId, appletId)}${DEMO_KEY_MARK}${name}`,
    );
  }
}

/**
 * Writes the objects of the company's demo applet files that blob storage lacks (a first start on a prepared
 * database, or a new storage): a file whose key carries the demo mark and whose content hash is still the
 * repository file's. Files an administrator uploaded are never touched.
 */
export async function restoreDemoAppletBlobs(db: Db, storage: BlobStorage, companyId: string): Promise<number> {
  const files = await companyAppletFiles(db, companyId);
  let restored = 0;
  for (const file of files) {
    if (!file.storageKey.endsWith(`/${DEMO_KEY_MARK}${file.name}`)) continue;
    if (!(DEMO_APPLET_FILES as readonly string[]).includes(file.name)) continue;
    if (await storage.head(file.storageKey)) continue;
    const source = await demoFile(file.name);
    if (source.sha256 !== file.sha256) continue;
    await storage.put(file.storageKey, source.bytes, { contentType: source.contentType });
    restored++;
  }
  return restored;
}

/** restoreDemoAppletBlobs for the demo company, when it exists (every start: main.ts and `npm run seed`). */
export async function restoreDemoBlobs(db: Db, storage: BlobStorage, companyName: string): Promise<number> {
  const company = await findCompanyByName(db, companyName);
  return company ? restoreDemoAppletBlobs(db, storage, company.id) : 0;
}
