import { randomUUID } from "node:crypto";
import {
  APPLET_FILE_MAX_BYTES,
  APPLET_MAX_FILES,
  APPLET_MESSAGES,
  APPLET_RESERVED_FILE_NAMES,
  APPLET_UPLOAD_MAX_FILES,
  type Applet,
} from "@atelier/domain/settings/applet.schema";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { requireFound } from "../../../errors/guards";
import { removeBlobsAfterCommit } from "../../../storage/remove-blobs";
import { receiveUploads, type StoredUpload, type UploadPolicy } from "../../../storage/uploads";
import { countAppletFiles, deleteAppletFile, findAppletFile, putAppletFiles } from "./applet.repo";
import { readApplet } from "./applet.service";
import { appletAuditWrite } from "./applet-audit";
import { appletBlobPrefix } from "./applet-blobs";

type FileDeps = Pick<AppDeps, "db" | "clock" | "storage" | "log">;

/** Applet files: any type (the sandbox decides what they may do), 5 MB each, 50 in one upload. */
export const APPLET_UPLOAD_POLICY: UploadPolicy = {
  maxFileBytes: APPLET_FILE_MAX_BYTES,
  maxFiles: APPLET_UPLOAD_MAX_FILES,
  accept: "any",
};

/** The last upload of each name: two files of one name in one upload keep the later one. */
function lastOfEachName(files: readonly StoredUpload[]): { kept: StoredUpload[]; dropped: StoredUpload[] } {
  const byName = new Map<string, StoredUpload>();
  const dropped: StoredUpload[] = [];
  for (const file of files) {
    const earlier = byName.get(file.fileName);
    if (earlier) dropped.push(earlier);
    byName.set(file.fileName, file);
  }
  return { kept: [...byName.values()], dropped };
}

function assertNamesAllowed(files: readonly StoredUpload[]): void {
  const reserved = files.find((file) => APPLET_RESERVED_FILE_NAMES.includes(file.fileName.toLowerCase()));
  if (reserved) throw AppError.field("files", APPLET_MESSAGES.reservedFileName(reserved.fileName));
}

/**
 * Stores the uploaded files in the applet: a file of an existing name replaces it (new object, the old one
 * removed after the commit). The applet's etag is kept: files are written apart from its fields
 * (docs/decisions/applets-files.md). A refused upload leaves nothing stored.
 */
export async function uploadAppletFiles(
  deps: FileDeps,
  actor: Actor,
  appletId: string,
  request: FastifyRequest,
): Promise<Applet> {
  const { companyId } = actor;
  await readApplet(deps.db, companyId, appletId);
  const prefix = appletBlobPrefix(companyId, appletId);
  const { files } = await receiveUploads(request, deps.storage, APPLET_UPLOAD_POLICY, () => `${prefix}${randomUUID()}`);
  const stored = files.map((file) => file.info.key);
  let replaced: string[];
  let after: Applet;
  try {
    assertNamesAllowed(files);
    const { kept, dropped } = lastOfEachName(files);
    await removeBlobsAfterCommit(
      deps,
      dropped.map((file) => file.info.key),
    );
    ({ replaced, after } = await deps.db.transaction(async (tx) => {
      const before = await readApplet(tx, companyId, appletId);
      const now = deps.clock();
      const keys = await putAppletFiles(
        tx,
        companyId,
        appletId,
        kept.map((file) => ({
          name: file.fileName,
          storageKey: file.info.key,
          size: file.info.size,
          contentType: file.info.contentType,
          sha256: file.info.sha256,
        })),
        now,
      );
      if ((await countAppletFiles(tx, companyId, appletId)) > APPLET_MAX_FILES) {
        throw AppError.field("files", APPLET_MESSAGES.tooManyFiles(APPLET_MAX_FILES));
      }
      const dto = await readApplet(tx, companyId, appletId);
      await recordAudit(tx, actor, now, appletAuditWrite("update", before, dto));
      return { replaced: keys, after: dto };
    }));
  } catch (error) {
    await removeBlobsAfterCommit(deps, stored);
    throw error;
  }
  await removeBlobsAfterCommit(deps, replaced);
  return after;
}

/** Removes one file of the applet (404 when it has no such file); its object goes after the commit. */
export async function removeAppletFile(deps: FileDeps, actor: Actor, appletId: string, name: string): Promise<Applet> {
  const { companyId } = actor;
  const { key, after } = await deps.db.transaction(async (tx) => {
    const before = await readApplet(tx, companyId, appletId);
    const storageKey = requireFound(await deleteAppletFile(tx, companyId, appletId, name));
    const dto = await readApplet(tx, companyId, appletId);
    await recordAudit(tx, actor, deps.clock(), appletAuditWrite("update", before, dto));
    return { key: storageKey, after: dto };
  });
  await removeBlobsAfterCommit(deps, [key]);
  return after;
}

/** The stored object and served type of one file of the company's applet, or 404. */
export async function findServedAppletFile(
  { db }: Pick<AppDeps, "db">,
  companyId: string,
  appletId: string,
  name: string,
): Promise<{ storageKey: string; contentType: string }> {
  const file = requireFound(await findAppletFile(db, companyId, appletId, name));
  return { storageKey: file.storageKey, contentType: file.contentType };
}
