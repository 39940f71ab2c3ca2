import { randomUUID } from "node:crypto";
import type { AuditActorKind } from "@atelier/domain/shared/audit.schema";
import type { CommentKind, Visibility } from "@atelier/domain/shared/comment.schema";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  type AttachmentRow,
  type AttachmentVersionRow,
  attachments,
  attachmentVersions,
} from "../../../db/schema/attachments";
import { type CommentRow, comments } from "../../../db/schema/comments";

/** The entity comments and attachments belong to. */
export interface Owner {
  companyId: string;
  ownerType: string;
  ownerId: string;
}

const commentOf = (owner: Owner, commentId: string) =>
  and(
    eq(comments.companyId, owner.companyId),
    eq(comments.ownerType, owner.ownerType),
    eq(comments.ownerId, owner.ownerId),
    eq(comments.id, commentId),
  );

/** The owner's attachments. */
const attachmentsOf = (owner: Owner) =>
  and(
    eq(attachments.companyId, owner.companyId),
    eq(attachments.ownerType, owner.ownerType),
    eq(attachments.ownerId, owner.ownerId),
  );

const attachmentOf = (owner: Owner, attachmentId: string) =>
  and(attachmentsOf(owner), eq(attachments.id, attachmentId));

/** The owner's comments, oldest first. */
export function listComments(db: Db, owner: Owner): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(
      and(
        eq(comments.companyId, owner.companyId),
        eq(comments.ownerType, owner.ownerType),
        eq(comments.ownerId, owner.ownerId),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findComment(db: Db, owner: Owner, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(commentOf(owner, commentId)).limit(1);
  return row;
}

export interface CommentValues {
  kind: CommentKind;
  visibility: Visibility;
  body: string;
  authorKind: AuditActorKind;
  authorUserId: string | null;
  authorName: string;
  at: Date;
}

export async function insertComment(db: Db, owner: Owner, values: CommentValues): Promise<CommentRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(comments)
    .values({ ...owner, ...rest, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error("comment insert returned no row");
  return row;
}

/** Changes a comment's text if its etag is still `etag`; undefined otherwise. */
export async function updateComment(
  db: Db,
  owner: Owner,
  commentId: string,
  etag: string,
  body: string,
  at: Date,
): Promise<CommentRow | undefined> {
  const [row] = await db
    .update(comments)
    .set({ body, updatedAt: at, etag: randomUUID() })
    .where(and(commentOf(owner, commentId), eq(comments.etag, etag)))
    .returning();
  return row;
}

/** Removes a comment if its etag is still `etag`; answers whether it did. */
export async function deleteComment(db: Db, owner: Owner, commentId: string, etag: string): Promise<boolean> {
  const rows = await db
    .delete(comments)
    .where(and(commentOf(owner, commentId), eq(comments.etag, etag)))
    .returning({ id: comments.id });
  return rows.length > 0;
}

/** An attachment with its current version's row. */
export interface AttachmentWithVersion {
  attachment: AttachmentRow;
  current: AttachmentVersionRow;
}

const currentVersionJoin = and(
  eq(attachmentVersions.attachmentId, attachments.id),
  eq(attachmentVersions.version, attachments.currentVersion),
);

/** The owner's attachments with their current versions, oldest first. */
export async function listAttachments(db: Db, owner: Owner): Promise<AttachmentWithVersion[]> {
  const rows = await db
    .select({ attachment: attachments, current: attachmentVersions })
    .from(attachments)
    .innerJoin(attachmentVersions, currentVersionJoin)
    .where(attachmentsOf(owner))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
  return rows;
}

export async function findAttachment(
  db: Db,
  owner: Owner,
  attachmentId: string,
): Promise<AttachmentWithVersion | undefined> {
  const [row] = await db
    .select({ attachment: attachments, current: attachmentVersions })
    .from(attachments)
    .innerJoin(attachmentVersions, currentVersionJoin)
    .where(attachmentOf(owner, attachmentId))
    .limit(1);
  return row;
}

/** The owner's attachment of this name and usage (the oldest, should there be several), with its current version. */
export async function findAttachmentByName(
  db: Db,
  owner: Owner,
  name: string,
  usage: string,
): Promise<AttachmentWithVersion | undefined> {
  const [row] = await db
    .select({ attachment: attachments, current: attachmentVersions })
    .from(attachments)
    .innerJoin(attachmentVersions, currentVersionJoin)
    .where(and(attachmentsOf(owner), eq(attachments.name, name), eq(attachments.usage, usage)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
    .limit(1);
  return row;
}

/** An attachment's versions, newest first. */
export function listAttachmentVersions(
  db: Db,
  companyId: string,
  attachmentId: string,
): Promise<AttachmentVersionRow[]> {
  return db
    .select()
    .from(attachmentVersions)
    .where(and(eq(attachmentVersions.companyId, companyId), eq(attachmentVersions.attachmentId, attachmentId)))
    .orderBy(desc(attachmentVersions.version));
}

export async function findAttachmentVersion(
  db: Db,
  companyId: string,
  attachmentId: string,
  version: number,
): Promise<AttachmentVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(attachmentVersions)
    .where(
      and(
        eq(attachmentVersions.companyId, companyId),
        eq(attachmentVersions.attachmentId, attachmentId),
        eq(attachmentVersions.version, version),
      ),
    )
    .limit(1);
  return row;
}

/** A stored content: where it is and what it is. */
export interface StoredContent {
  storageKey: string;
  size: number;
  contentType: string;
  sha256: string;
  uploadedBy: string;
  at: Date;
}

export async function insertAttachment(
  db: Db,
  owner: Owner,
  values: { id: string; name: string; usage: string; visibility: Visibility; view: string; placement: string },
  content: StoredContent,
): Promise<AttachmentWithVersion> {
  const [attachment] = await db
    .insert(attachments)
    .values({ ...owner, ...values, currentVersion: 1, createdAt: content.at, updatedAt: content.at })
    .returning();
  if (!attachment) throw new Error("attachment insert returned no row");
  const current = await insertVersion(db, owner.companyId, attachment.id, 1, content);
  return { attachment, current };
}

async function insertVersion(
  db: Db,
  companyId: string,
  attachmentId: string,
  version: number,
  content: StoredContent,
): Promise<AttachmentVersionRow> {
  const { at, ...rest } = content;
  const [row] = await db
    .insert(attachmentVersions)
    .values({ companyId, attachmentId, version, ...rest, createdAt: at })
    .returning();
  if (!row) throw new Error("attachment version insert returned no row");
  return row;
}

/** Adds a version and makes it current if the attachment's etag is still `etag`; undefined otherwise. */
export async function addAttachmentVersion(
  db: Db,
  owner: Owner,
  attachmentId: string,
  etag: string,
  content: StoredContent,
): Promise<AttachmentWithVersion | undefined> {
  const existing = await findAttachment(db, owner, attachmentId);
  if (!existing || existing.attachment.etag !== etag) return undefined;
  const version = existing.attachment.currentVersion + 1;
  const [attachment] = await db
    .update(attachments)
    .set({ currentVersion: version, updatedAt: content.at, etag: randomUUID() })
    .where(and(attachmentOf(owner, attachmentId), eq(attachments.etag, etag)))
    .returning();
  if (!attachment) return undefined;
  const current = await insertVersion(db, owner.companyId, attachmentId, version, content);
  return { attachment, current };
}

/** Removes an attachment (and its versions) if its etag is still `etag`; answers whether it did. */
export async function deleteAttachment(db: Db, owner: Owner, attachmentId: string, etag: string): Promise<boolean> {
  const rows = await db
    .delete(attachments)
    .where(and(attachmentOf(owner, attachmentId), eq(attachments.etag, etag)))
    .returning({ id: attachments.id });
  return rows.length > 0;
}
