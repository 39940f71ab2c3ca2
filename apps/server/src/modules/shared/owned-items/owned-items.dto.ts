import type { Attachment, AttachmentVersion, Comment } from "@atelier/domain/shared/comment.schema";
import type { AttachmentVersionRow } from "../../../db/schema/attachments";
import type { CommentRow } from "../../../db/schema/comments";
import type { AttachmentWithVersion } from "./owned-items.repo";

export function toCommentDto(row: CommentRow): Comment {
  return {
    commentId: row.id,
    ownerType: row.ownerType,
    ownerId: row.ownerId,
    kind: row.kind,
    visibility: row.visibility,
    body: row.body,
    author: { kind: row.authorKind, name: row.authorName },
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    etag: row.etag,
  };
}

export function toAttachmentDto({ attachment, current }: AttachmentWithVersion): Attachment {
  return {
    attachmentId: attachment.id,
    ownerType: attachment.ownerType,
    ownerId: attachment.ownerId,
    name: attachment.name,
    usage: attachment.usage,
    visibility: attachment.visibility,
    view: attachment.view,
    placement: attachment.placement,
    currentVersion: attachment.currentVersion,
    size: current.size,
    contentType: current.contentType,
    sha256: current.sha256,
    created: attachment.createdAt.toISOString(),
    lastUpdated: attachment.updatedAt.toISOString(),
    etag: attachment.etag,
  };
}

export function toAttachmentVersionDto(row: AttachmentVersionRow): AttachmentVersion {
  return {
    version: row.version,
    size: row.size,
    contentType: row.contentType,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    created: row.createdAt.toISOString(),
  };
}
