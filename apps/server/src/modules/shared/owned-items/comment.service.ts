import type { AuditAction } from "@atelier/domain/shared/audit.schema";
import {
  COMMENT_KIND_VISIBILITY,
  type Comment,
  type CommentCreateInput,
  type CommentUpdateInput,
} from "@atelier/domain/shared/comment.schema";
import type { z } from "zod";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { authorOf, commentLabel, type OwnerContext } from "./owned-item-context";
import { toCommentDto } from "./owned-items.dto";
import { deleteComment, findComment, insertComment, listComments, updateComment } from "./owned-items.repo";

type Deps = Pick<AppDeps, "db" | "clock">;

function commentWrite(
  context: OwnerContext,
  action: AuditAction,
  before: Comment | null,
  after: Comment | null,
): AuditWrite {
  const comment = after ?? before;
  if (!comment) throw new Error("a comment write needs the comment before or after it");
  return {
    resourceType: "comment",
    resourceId: comment.commentId,
    resourcePath: `${context.ownerPath}/comment/${comment.commentId}`,
    resourceLabel: commentLabel(comment.body),
    action,
    before,
    after,
  };
}

/** The owner's comments, oldest first. */
export async function listOwnerComments({ db }: Pick<AppDeps, "db">, context: OwnerContext): Promise<Comment[]> {
  return (await listComments(db, context.owner)).map(toCommentDto);
}

export async function requireComment(
  { db }: Pick<AppDeps, "db">,
  context: OwnerContext,
  commentId: string,
): Promise<Comment> {
  return toCommentDto(requireFound(await findComment(db, context.owner, commentId)));
}

/** Adds a comment by the caller; its visibility is its kind's. */
export async function addComment(
  { db, clock }: Deps,
  context: OwnerContext,
  input: z.output<typeof CommentCreateInput>,
): Promise<Comment> {
  const author = authorOf(context.actor);
  const at = clock();
  return db.transaction(async (tx) => {
    const row = await insertComment(tx, context.owner, {
      kind: input.kind,
      visibility: COMMENT_KIND_VISIBILITY[input.kind],
      body: input.body,
      authorKind: author.kind,
      authorUserId: author.userId,
      authorName: author.name,
      at,
    });
    const after = toCommentDto(row);
    await recordAudit(tx, context.actor, at, commentWrite(context, "create", null, after));
    return after;
  });
}

/** Changes a comment's text, read with `etag`. */
export async function changeComment(
  { db, clock }: Deps,
  context: OwnerContext,
  commentId: string,
  input: z.output<typeof CommentUpdateInput>,
): Promise<Comment> {
  const at = clock();
  return db.transaction(async (tx) => {
    const current = requireFound(await findComment(tx, context.owner, commentId));
    assertEtag(current, input.etag);
    const after = toCommentDto(
      requireWritten(await updateComment(tx, context.owner, commentId, input.etag, input.body, at)),
    );
    await recordAudit(tx, context.actor, at, commentWrite(context, "update", toCommentDto(current), after));
    return after;
  });
}

/** Removes a comment read with `etag`. */
export async function removeComment(
  { db, clock }: Deps,
  context: OwnerContext,
  commentId: string,
  etag: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = requireFound(await findComment(tx, context.owner, commentId));
    assertEtag(current, etag);
    if (!(await deleteComment(tx, context.owner, commentId, etag))) throw AppError.staleEtag();
    await recordAudit(tx, context.actor, clock(), commentWrite(context, "delete", toCommentDto(current), null));
  });
}
