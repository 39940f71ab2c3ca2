import { randomUUID } from "node:crypto";
import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import { type Attachment, AttachmentCreateFields, type AttachmentDetail } from "@atelier/domain/shared/comment.schema";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Db } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { toModelState } from "../../../http/error-handler";
import { receiveUploads, type StoredUpload, type UploadPolicy } from "../../../storage/uploads";
import { authorOf, type OwnerContext } from "./owned-item-context";
import { toAttachmentDto, toAttachmentVersionDto } from "./owned-items.dto";
import {
  addAttachmentVersion,
  deleteAttachment,
  findAttachment,
  findAttachmentByName,
  findAttachmentVersion,
  insertAttachment,
  listAttachments,
  listAttachmentVersions,
  type StoredContent,
} from "./owned-items.repo";

type Deps = Pick<AppDeps, "db" | "clock" | "storage">;

/** Every content of an attachment is kept under this prefix, one new key per upload. */
const attachmentPrefix = (companyId: string, attachmentId: string) => `${companyId}/attachments/${attachmentId}/`;

function attachmentWrite(
  context: OwnerContext,
  action: AuditAction,
  before: Attachment | null,
  after: Attachment | null,
): AuditWrite {
  const attachment = after ?? before;
  if (!attachment) throw new Error("an attachment write needs the attachment before or after it");
  return {
    resourceType: "attachment",
    resourceId: attachment.attachmentId,
    resourcePath: `${context.ownerPath}/attachment/${attachment.attachmentId}`,
    resourceLabel: attachment.name,
    action,
    before,
    after,
  };
}

function contentOf(upload: StoredUpload, context: OwnerContext, at: Date): StoredContent {
  return {
    storageKey: upload.info.key,
    size: upload.info.size,
    contentType: upload.info.contentType,
    sha256: upload.info.sha256,
    uploadedBy: authorOf(context.actor).name,
    at,
  };
}

/** Runs the database part of an upload; the stored file is removed again when it fails. */
async function keepingUpload<T>(deps: Deps, upload: StoredUpload, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deps.storage.delete(upload.info.key).catch(() => undefined);
    throw error;
  }
}

export async function listOwnerAttachments({ db }: Pick<AppDeps, "db">, context: OwnerContext): Promise<Attachment[]> {
  return (await listAttachments(db, context.owner)).map(toAttachmentDto);
}

/** The owner's attachment of this name and usage, or undefined (a file sent again under its name). */
export async function findOwnerAttachmentByName(
  db: Db,
  context: OwnerContext,
  name: string,
  usage: string,
): Promise<Attachment | undefined> {
  const found = await findAttachmentByName(db, context.owner, name, usage);
  return found && toAttachmentDto(found);
}

/** One attachment with its versions, newest first; 404 when it is not the owner's. */
export async function requireAttachment(
  { db }: Pick<AppDeps, "db">,
  context: OwnerContext,
  attachmentId: string,
): Promise<AttachmentDetail> {
  const found = requireFound(await findAttachment(db, context.owner, attachmentId));
  const versions = await listAttachmentVersions(db, context.owner.companyId, attachmentId);
  return { ...toAttachmentDto(found), versions: versions.map(toAttachmentVersionDto) };
}

/** Where an uploaded file goes: a new attachment described by `fields`, or the next version of the owner's `attachmentId`. */
export type AttachmentTarget =
  | { kind: "new"; fields: z.output<typeof AttachmentCreateFields> }
  | { kind: "version"; attachmentId: string };

/**
 * Reads the text fields sent beside the file and says where it goes. It runs inside the write's transaction
 * (`tx`), so an owner may check and touch its own row there; a refusal throws.
 */
export type AttachmentTargetOf = (
  tx: Db,
  fields: Record<string, string>,
  fileName: string,
) => Promise<AttachmentTarget>;

/** The fields as the generic route takes them: `usage`, `visibility`, `view` and `placement`, always a new attachment. */
export const newAttachmentFromFields: AttachmentTargetOf = async (_tx, fields) => ({
  kind: "new",
  fields: parseUploadFields(AttachmentCreateFields, fields),
});

/** The text fields of an upload parsed with `schema`, or 400 with their messages by field. */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw AppError.invalid(
    toModelState(
      parsed.error.issues.map((issue) => ({ instancePath: `/${issue.path.join("/")}`, message: issue.message })),
    ),
  );
}

/**
 * Stores the request's file, then, in one transaction, asks `targetOf` where it goes and writes it as a new
 * attachment or as the next version of an existing one (each with its audit entry).
 */
export async function addAttachment(
  deps: Deps,
  context: OwnerContext,
  request: FastifyRequest,
  policy: UploadPolicy,
  targetOf: AttachmentTargetOf = newAttachmentFromFields,
): Promise<Attachment> {
  const attachmentId = randomUUID();
  const prefix = attachmentPrefix(context.owner.companyId, attachmentId);
  const { files, fields } = await receiveUploads(
    request,
    deps.storage,
    { ...policy, maxFiles: 1 },
    () => `${prefix}${randomUUID()}`,
  );
  const [upload] = files;
  if (!upload) throw new Error("receiveUploads answered no file");
  return keepingUpload(deps, upload, async () => {
    const at = deps.clock();
    return deps.db.transaction(async (tx) => {
      const target = await targetOf(tx, fields, upload.fileName);
      const content = contentOf(upload, context, at);
      if (target.kind === "version") {
        const current = requireFound(await findAttachment(tx, context.owner, target.attachmentId));
        const written = requireWritten(
          await addAttachmentVersion(tx, context.owner, target.attachmentId, current.attachment.etag, content),
        );
        const after = toAttachmentDto(written);
        await recordAudit(tx, context.actor, at, attachmentWrite(context, "update", toAttachmentDto(current), after));
        return after;
      }
      const { usage, visibility, view, placement } = target.fields;
      const values = { id: attachmentId, name: upload.fileName, usage, visibility, view, placement };
      const after = toAttachmentDto(await insertAttachment(tx, context.owner, values, content));
      await recordAudit(tx, context.actor, at, attachmentWrite(context, "create", null, after));
      return after;
    });
  });
}

/** Stores the request's file as the attachment's next version, read with `etag`; older versions are kept. */
export async function addAttachmentContent(
  deps: Deps,
  context: OwnerContext,
  attachmentId: string,
  etag: string,
  request: FastifyRequest,
  policy: UploadPolicy,
): Promise<Attachment> {
  const existing = requireFound(await findAttachment(deps.db, context.owner, attachmentId));
  assertEtag(existing.attachment, etag);
  const prefix = attachmentPrefix(context.owner.companyId, attachmentId);
  const { files } = await receiveUploads(
    request,
    deps.storage,
    { ...policy, maxFiles: 1 },
    () => `${prefix}${randomUUID()}`,
  );
  const [upload] = files;
  if (!upload) throw new Error("receiveUploads answered no file");
  return keepingUpload(deps, upload, async () => {
    const at = deps.clock();
    return deps.db.transaction(async (tx) => {
      const current = requireFound(await findAttachment(tx, context.owner, attachmentId));
      const written = await addAttachmentVersion(tx, context.owner, attachmentId, etag, contentOf(upload, context, at));
      if (!written) throw AppError.staleEtag();
      const after = toAttachmentDto(written);
      await recordAudit(tx, context.actor, at, attachmentWrite(context, "update", toAttachmentDto(current), after));
      return after;
    });
  });
}

/** Removes an attachment read with `etag` and, once that is committed, every stored version of it. */
export async function removeAttachment(
  deps: Deps,
  context: OwnerContext,
  attachmentId: string,
  etag: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const current = requireFound(await findAttachment(tx, context.owner, attachmentId));
    assertEtag(current.attachment, etag);
    const versions = await listAttachmentVersions(tx, context.owner.companyId, attachmentId);
    if (!(await deleteAttachment(tx, context.owner, attachmentId, etag))) throw AppError.staleEtag();
    await recordAudit(
      tx,
      context.actor,
      deps.clock(),
      attachmentWrite(context, "delete", toAttachmentDto(current), null),
    );
    return versions.map((version) => version.storageKey);
  });
  // Each version by its key: a version added by name (an order's proof sent again) is stored under its upload's prefix.
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}

/** Where the attachment's content (the current one, or `version`) is stored, and its file name. */
export async function attachmentContent(
  { db }: Pick<AppDeps, "db">,
  context: OwnerContext,
  attachmentId: string,
  version: number | undefined,
): Promise<{ storageKey: string; name: string }> {
  const found = requireFound(await findAttachment(db, context.owner, attachmentId));
  if (version === undefined || version === found.attachment.currentVersion) {
    return { storageKey: found.current.storageKey, name: found.attachment.name };
  }
  const older = requireFound(await findAttachmentVersion(db, context.owner.companyId, attachmentId, version));
  return { storageKey: older.storageKey, name: found.attachment.name };
}
