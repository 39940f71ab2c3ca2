import { z } from "zod";
import { AuditActorKind } from "./audit.schema";
import { etagField, optionalText } from "./entity-fields";
import { requiredText, storableText } from "./fields";
import { TEXT_MAX } from "./input-limits";

/** Who may read a comment or an attachment: staff only, staff and the customer, or anyone with the page. */
export const VISIBILITIES = ["internal", "customer", "public"] as const;
export const Visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof Visibility>;

/** The kinds of comment orders use (part 3 "Order"); each has its visibility. */
export const COMMENT_KINDS = ["InternalComment", "CustomerComment", "PublicComment"] as const;
export const CommentKind = z.enum(COMMENT_KINDS);
export type CommentKind = z.infer<typeof CommentKind>;

/** Each kind of comment has its visibility. */
export const COMMENT_KIND_VISIBILITY: Record<CommentKind, Visibility> = {
  InternalComment: "internal",
  CustomerComment: "customer",
  PublicComment: "public",
};

/** Who wrote a comment (or uploaded a file): a user or an API key, by name at the time. */
export const OwnedItemAuthor = z.object({ kind: AuditActorKind, name: z.string() });

/** A comment on an entity (its owner: type and id). */
export const Comment = z.object({
  commentId: z.string(),
  ownerType: z.string(),
  ownerId: z.string(),
  kind: CommentKind,
  visibility: Visibility,
  body: z.string(),
  author: OwnedItemAuthor,
  created: z.string(),
  lastUpdated: z.string(),
  etag: z.string(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentCreateInput = z.object({
  kind: CommentKind.default("InternalComment"),
  body: requiredText("Comment", TEXT_MAX.notes),
});
export type CommentCreateInput = z.input<typeof CommentCreateInput>;

export const CommentUpdateInput = z.object({ body: requiredText("Comment", TEXT_MAX.notes), etag: etagField() });
export type CommentUpdateInput = z.input<typeof CommentUpdateInput>;

/** One stored content of an attachment (1 is the first upload). */
export const AttachmentVersion = z.object({
  version: z.number().int(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  uploadedBy: z.string(),
  created: z.string(),
});
export type AttachmentVersion = z.infer<typeof AttachmentVersion>;

/** A file attached to an entity, with its current content's size, type and hash. */
export const Attachment = z.object({
  attachmentId: z.string(),
  ownerType: z.string(),
  ownerId: z.string(),
  name: z.string(),
  usage: z.string(),
  visibility: Visibility,
  /** The view and placement codes the file is about (an order's proof of one view), or empty. */
  view: z.string(),
  placement: z.string(),
  currentVersion: z.number().int(),
  size: z.number().int(),
  contentType: z.string(),
  sha256: z.string(),
  created: z.string(),
  lastUpdated: z.string(),
  etag: z.string(),
});
export type Attachment = z.infer<typeof Attachment>;

/** One attachment with every version, newest first. */
export const AttachmentDetail = Attachment.extend({ versions: z.array(AttachmentVersion) });
export type AttachmentDetail = z.infer<typeof AttachmentDetail>;

/** What a file is for (orders: view, proof, public, internal): a short word of letters, digits and dashes. */
export const AttachmentUsage = storableText(TEXT_MAX.code, "Usage")
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, { error: "Usage must be a word of letters, digits and dashes." });

/** The text fields sent with an attachment's file (multipart/form-data). */
export const AttachmentCreateFields = z.object({
  usage: AttachmentUsage.default("file"),
  visibility: Visibility.default("internal"),
  view: optionalText("View", TEXT_MAX.code),
  placement: optionalText("Placement", TEXT_MAX.code),
});
export type AttachmentCreateFields = z.input<typeof AttachmentCreateFields>;

/** `?version=n` of an attachment's content: an older version than the current one. */
export const AttachmentContentQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
