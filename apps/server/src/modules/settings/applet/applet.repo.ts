import { randomUUID } from "node:crypto";
import type { AppletScope } from "@atelier/domain/settings/applet.schema";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type AppletFileRow, type AppletRow, appletFiles, applets } from "../../../db/schema/applets";

/** What an administrator writes of an applet. */
export interface AppletValues {
  name: string;
  description: string;
  scope: AppletScope;
}

/** One stored file as an upload leaves it: its name in the applet and its object in blob storage. */
export interface AppletFileValues {
  name: string;
  storageKey: string;
  size: number;
  contentType: string;
  sha256: string;
}

const scoped = (companyId: string, appletId: string) => and(eq(applets.companyId, companyId), eq(applets.id, appletId));

/** The company's applets (of one scope when given), by name. */
export function listApplets(db: Db, companyId: string, scope: AppletScope | undefined): Promise<AppletRow[]> {
  const where = scope
    ? and(eq(applets.companyId, companyId), eq(applets.scope, scope))
    : eq(applets.companyId, companyId);
  return db.select().from(applets).where(where).orderBy(asc(applets.name), asc(applets.id));
}

export async function findApplet(db: Db, companyId: string, appletId: string): Promise<AppletRow | undefined> {
  const [row] = await db.select().from(applets).where(scoped(companyId, appletId)).limit(1);
  return row;
}

/** The files of the given applets of the company, by name. */
export function listAppletFiles(db: Db, companyId: string, appletIds: readonly string[]): Promise<AppletFileRow[]> {
  if (appletIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(appletFiles)
    .where(and(eq(appletFiles.companyId, companyId), inArray(appletFiles.appletId, [...appletIds])))
    .orderBy(asc(appletFiles.name));
}

export async function findAppletFile(
  db: Db,
  companyId: string,
  appletId: string,
  name: string,
): Promise<AppletFileRow | undefined> {
  const [row] = await db
    .select()
    .from(appletFiles)
    .where(and(eq(appletFiles.companyId, companyId), eq(appletFiles.appletId, appletId), eq(appletFiles.name, name)))
    .limit(1);
  return row;
}

export async function countAppletFiles(db: Db, companyId: string, appletId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appletFiles)
    .where(and(eq(appletFiles.companyId, companyId), eq(appletFiles.appletId, appletId)));
  return row?.n ?? 0;
}

export async function insertApplet(
  db: Db,
  companyId: string,
  values: AppletValues,
  updatedBy: string | null,
  now: Date,
): Promise<AppletRow> {
  const [row] = await db
    .insert(applets)
    .values({ ...values, companyId, updatedBy, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("applet insert returned no row");
  return row;
}

/** Writes an applet's values if its etag is still `etag`, giving it a new one; undefined otherwise. */
export async function updateApplet(
  db: Db,
  companyId: string,
  appletId: string,
  etag: string,
  values: AppletValues,
  updatedBy: string | null,
  now: Date,
): Promise<AppletRow | undefined> {
  const [row] = await db
    .update(applets)
    .set({ ...values, updatedBy, updatedAt: now, etag: randomUUID() })
    .where(and(scoped(companyId, appletId), eq(applets.etag, etag)))
    .returning();
  return row;
}

/** Removes an applet (its file rows with it) if its etag is still `etag`; answers whether it did. */
export async function deleteApplet(db: Db, companyId: string, appletId: string, etag: string): Promise<boolean> {
  const rows = await db
    .delete(applets)
    .where(and(scoped(companyId, appletId), eq(applets.etag, etag)))
    .returning({ id: applets.id });
  return rows.length > 0;
}

/**
 * Adds the files, a file of the same name replaced by its new content; answers the storage keys the
 * replaced rows held (their objects are removed once the transaction commits).
 */
export async function putAppletFiles(
  db: Db,
  companyId: string,
  appletId: string,
  files: readonly AppletFileValues[],
  now: Date,
): Promise<string[]> {
  if (files.length === 0) return [];
  const replaced = await db
    .select({ storageKey: appletFiles.storageKey })
    .from(appletFiles)
    .where(
      and(
        eq(appletFiles.companyId, companyId),
        eq(appletFiles.appletId, appletId),
        inArray(
          appletFiles.name,
          files.map((file) => file.name),
        ),
      ),
    );
  for (const file of files) {
    await db
      .insert(appletFiles)
      .values({ ...file, companyId, appletId, updatedAt: now })
      .onConflictDoUpdate({
        target: [appletFiles.appletId, appletFiles.name],
        set: {
          storageKey: file.storageKey,
          size: file.size,
          contentType: file.contentType,
          sha256: file.sha256,
          updatedAt: now,
        },
      });
  }
  return replaced.map((row) => row.storageKey);
}

/** Removes one file row; answers its storage key, or undefined when there was none. */
export async function deleteAppletFile(
  db: Db,
  companyId: string,
  appletId: string,
  name: string,
): Promise<string | undefined> {
  const [row] = await db
    .delete(appletFiles)
    .where(and(eq(appletFiles.companyId, companyId), eq(appletFiles.appletId, appletId), eq(appletFiles.name, name)))
    .returning({ storageKey: appletFiles.storageKey });
  return row?.storageKey;
}
