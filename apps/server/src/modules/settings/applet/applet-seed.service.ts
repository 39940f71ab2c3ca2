import type { AppletCreateInput } from "@atelier/domain/settings/applet.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { type AppletFileValues, insertApplet, listAppletFiles, listApplets, putAppletFiles } from "./applet.repo";
import { readApplet } from "./applet.service";
import { appletAuditWrite } from "./applet-audit";

/**
 * Adds an applet whose files are already stored (the demo seed): `keyFor` names each file's object from the
 * new applet's id. One transaction, one audit entry.
 */
export function addAppletWithStoredFiles(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: z.output<typeof AppletCreateInput>,
  files: readonly Omit<AppletFileValues, "storageKey">[],
  keyFor: (appletId: string, fileName: string) => string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const now = clock();
    const row = await insertApplet(tx, actor.companyId, input, writtenBy(actor), now);
    const stored = files.map((file) => ({ ...file, storageKey: keyFor(row.id, file.name) }));
    await putAppletFiles(tx, actor.companyId, row.id, stored, now);
    await recordAudit(tx, actor, now, appletAuditWrite("create", null, await readApplet(tx, actor.companyId, row.id)));
    return row.id;
  });
}

/** Whether the company has any applet (the seed adds its applets to a company that has none). */
export async function companyHasApplets(db: Db, companyId: string): Promise<boolean> {
  return (await listApplets(db, companyId, undefined)).length > 0;
}

/** Every file of the company's applets: name, object key and content hash. */
export async function companyAppletFiles(
  db: Db,
  companyId: string,
): Promise<{ name: string; storageKey: string; sha256: string }[]> {
  const applets = await listApplets(db, companyId, undefined);
  const files = await listAppletFiles(
    db,
    companyId,
    applets.map((applet) => applet.id),
  );
  return files.map(({ name, storageKey, sha256 }) => ({ name, storageKey, sha256 }));
}
