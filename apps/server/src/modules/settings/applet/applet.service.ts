import type {
  Applet,
  AppletCreateInput,
  AppletList,
  AppletScope,
  AppletUpdateInput,
} from "@atelier/domain/settings/applet.schema";
import type { z } from "zod";
import { recordAudit } from "../../../audit/audit-recorder";
import { type Actor, writtenBy } from "../../../auth/actor";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import { toAppletDto } from "./applet.dto";
import { deleteApplet, findApplet, insertApplet, listAppletFiles, listApplets, updateApplet } from "./applet.repo";
import { appletAuditWrite } from "./applet-audit";

/** The applet with its files, or 404 when the company has no such applet. */
export async function readApplet(db: Db, companyId: string, appletId: string): Promise<Applet> {
  const row = requireFound(await findApplet(db, companyId, appletId));
  return toAppletDto(row, await listAppletFiles(db, companyId, [row.id]));
}

/** The company's applets by name, of one scope when asked (the sidebar's Apps, a More menu). */
export async function listCompanyApplets(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  scope: AppletScope | undefined,
): Promise<AppletList> {
  const rows = await listApplets(db, actor.companyId, scope);
  const files = await listAppletFiles(
    db,
    actor.companyId,
    rows.map((row) => row.id),
  );
  return {
    applets: rows.map((row) =>
      toAppletDto(
        row,
        files.filter((file) => file.appletId === row.id),
      ),
    ),
  };
}

export function getApplet({ db }: Pick<AppDeps, "db">, actor: Actor, appletId: string): Promise<Applet> {
  return readApplet(db, actor.companyId, appletId);
}

/** Adds an applet without files; they are uploaded to it next. */
export function createApplet(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  input: z.output<typeof AppletCreateInput>,
): Promise<Applet> {
  return db.transaction(async (tx) => {
    const now = clock();
    const row = await insertApplet(tx, actor.companyId, input, writtenBy(actor), now);
    const dto = toAppletDto(row, []);
    await recordAudit(tx, actor, now, appletAuditWrite("create", null, dto));
    return dto;
  });
}

/** Writes name, description and scope if the etag read is still current; 404, then 412. */
export function changeApplet(
  { db, clock }: Pick<AppDeps, "db" | "clock">,
  actor: Actor,
  appletId: string,
  input: z.output<typeof AppletUpdateInput>,
): Promise<Applet> {
  const { etag, ...values } = input;
  return db.transaction(async (tx) => {
    const before = await readApplet(tx, actor.companyId, appletId);
    assertEtag(before, etag);
    const now = clock();
    const row = requireWritten(await updateApplet(tx, actor.companyId, appletId, etag, values, writtenBy(actor), now));
    const after = toAppletDto(row, await listAppletFiles(tx, actor.companyId, [appletId]));
    await recordAudit(tx, actor, now, appletAuditWrite("update", before, after));
    return after;
  });
}

/** Removes an applet read with `etag`, its files with it: their objects go once the removal has committed. */
export async function removeApplet(
  deps: Pick<AppDeps, "db" | "clock" | "storage" | "log">,
  actor: Actor,
  appletId: string,
  etag: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const before = await readApplet(tx, actor.companyId, appletId);
    assertEtag(before, etag);
    const files = await listAppletFiles(tx, actor.companyId, [appletId]);
    if (!(await deleteApplet(tx, actor.companyId, appletId, etag))) requireWritten(undefined);
    await recordAudit(tx, actor, deps.clock(), appletAuditWrite("delete", before, null));
    return files.map((file) => file.storageKey);
  });
  await removeBlobsAfterCommit(deps, keys);
}
