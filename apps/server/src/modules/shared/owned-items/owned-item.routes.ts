import { Ok } from "@atelier/domain/account/account.schema";
import type { Requirement } from "@atelier/domain/account/roles";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import {
  Attachment,
  AttachmentContentQuery,
  AttachmentDetail,
  Comment,
  CommentCreateInput,
  CommentUpdateInput,
} from "@atelier/domain/shared/comment.schema";
import { z } from "zod";
import { type AreaRoutesInstance, historyRoute, resourcePathOf } from "../../../audit/history-route";
import type { Actor } from "../../../auth/actor";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import type { UploadPolicy } from "../../../storage/uploads";
import {
  type AttachmentTargetOf,
  addAttachment,
  addAttachmentContent,
  attachmentContent,
  listOwnerAttachments,
  removeAttachment,
  requireAttachment,
} from "./attachment.service";
import { addComment, changeComment, listOwnerComments, removeComment, requireComment } from "./comment.service";
import type { OwnerContext } from "./owned-item-context";

/** An attachment's file unless the owner's area says otherwise: up to 50 MiB, of any type. */
export const DEFAULT_ATTACHMENT_POLICY: Omit<UploadPolicy, "maxFiles"> = {
  maxFileBytes: 50 * 1024 * 1024,
  accept: "any",
};

export interface OwnedItemRoutesOptions<P extends z.ZodObject<z.ZodRawShape>> {
  /** The owner's route path, e.g. `/product/:productId`; the calls go below it. */
  ownerPath: string;
  params: P;
  /** The owner's resource type as the API names it (`product`, `order`). */
  ownerType: string;
  tags: string[];
  /** Who may read the owner's comments and attachments, and who may write them (as the owner's own calls). */
  read: Requirement;
  write: Requirement;
  /** Finds the owner for the caller as its GET does (404 when missing or another company's): its id. */
  requireOwner: (actor: Actor, params: z.infer<P>) => Promise<{ id: string }>;
  /** The attachments' size limit and types. */
  attachmentPolicy?: Omit<UploadPolicy, "maxFiles">;
  /**
   * How the owner reads the fields sent with a new file (its own fields, its etag, a file sent again by name);
   * `usage`, `visibility`, `view` and `placement` as sent, always a new attachment, when omitted.
   */
  attachmentTarget?: (context: OwnerContext) => AttachmentTargetOf;
  /** The new file's call as the owner's API describes it. */
  attachmentSummary?: string;
}

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 412);
const uploadErrors = errorResponses(400, 401, 403, 404, 412, 413, 415);
const CommentId = z.object({ commentId: z.string() });
const AttachmentId = z.object({ attachmentId: z.string() });

/**
 * Comments and attachments of one kind of owner (docs/decisions/storage-comments-and-attachments.md):
 * `{ownerPath}/comment[/:commentId]` and `{ownerPath}/attachment[/:attachmentId[/content|/version]]`,
 * each after the owner was found for the caller, with the owner's permissions, and their history.
 */
export function ownedItemRoutes<P extends z.ZodObject<z.ZodRawShape>>(
  app: AreaRoutesInstance,
  deps: AppDeps,
  options: OwnedItemRoutesOptions<P>,
): void {
  const { ownerPath, tags } = options;
  const policy = { ...(options.attachmentPolicy ?? DEFAULT_ATTACHMENT_POLICY), maxFiles: 1 };
  const commentParams = options.params.extend(CommentId.shape);
  const attachmentParams = options.params.extend(AttachmentId.shape);

  const contextOf = async (actor: Actor, params: unknown): Promise<OwnerContext> => {
    const ownerParams = options.params.parse(params) as z.infer<P>;
    const owner = await options.requireOwner(actor, ownerParams);
    return {
      actor,
      owner: { companyId: actor.companyId, ownerType: options.ownerType, ownerId: owner.id },
      ownerPath: resourcePathOf(ownerPath, ownerParams as Record<string, unknown>),
    };
  };
  const context = (request: { params: unknown } & Parameters<typeof requireActor>[0]) =>
    contextOf(requireActor(request), request.params);
  const commentIdOf = (params: unknown) => CommentId.parse(params).commentId;
  const attachmentIdOf = (params: unknown) => AttachmentId.parse(params).attachmentId;

  app.get(
    `${ownerPath}/comment`,
    {
      config: { auth: options.read },
      schema: {
        tags,
        summary: "The comments, oldest first",
        params: options.params,
        response: { 200: z.array(Comment), ...errors },
      },
    },
    async (request) => listOwnerComments(deps, await context(request)),
  );

  app.post(
    `${ownerPath}/comment`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary: "Add a comment; its kind sets its visibility",
        params: options.params,
        body: CommentCreateInput,
        response: { 201: Comment, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addComment(deps, await context(request), request.body)),
  );

  app.put(
    `${ownerPath}/comment/:commentId`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary: "Change a comment's text, read with `etag`",
        params: commentParams,
        body: CommentUpdateInput,
        response: { 200: Comment, ...writeErrors },
      },
    },
    async (request) => changeComment(deps, await context(request), commentIdOf(request.params), request.body),
  );

  app.delete(
    `${ownerPath}/comment/:commentId`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary: "Remove a comment read with `etag`",
        params: commentParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      await removeComment(deps, await context(request), commentIdOf(request.params), request.query.etag);
      return { ok: true as const };
    },
  );

  app.get(
    `${ownerPath}/attachment`,
    {
      config: { auth: options.read },
      schema: {
        tags,
        summary: "The attached files, oldest first",
        params: options.params,
        response: { 200: z.array(Attachment), ...errors },
      },
    },
    async (request) => listOwnerAttachments(deps, await context(request)),
  );

  app.post(
    `${ownerPath}/attachment`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary:
          options.attachmentSummary ??
          "Attach a file (multipart/form-data: `file`, and `usage`, `visibility`, `view` and `placement` fields)",
        params: options.params,
        response: { 201: Attachment, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const targetOf = options.attachmentTarget?.(ctx);
      return reply.status(201).send(await addAttachment(deps, ctx, request, policy, targetOf));
    },
  );

  app.get(
    `${ownerPath}/attachment/:attachmentId`,
    {
      config: { auth: options.read },
      schema: {
        tags,
        summary: "One attached file with its versions, newest first",
        params: attachmentParams,
        response: { 200: AttachmentDetail, ...errors },
      },
    },
    async (request) => requireAttachment(deps, await context(request), attachmentIdOf(request.params)),
  );

  app.get(
    `${ownerPath}/attachment/:attachmentId/content`,
    {
      config: { auth: options.read },
      schema: {
        tags,
        summary: "The file's content (the current version, or `version`): ETag, 304 and Range answered",
        params: attachmentParams,
        querystring: AttachmentContentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const content = await attachmentContent(
        deps,
        await context(request),
        attachmentIdOf(request.params),
        request.query.version,
      );
      return sendBlob(request, reply, deps.storage, content.storageKey, {
        fileName: content.name,
        disposition: "attachment",
      });
    },
  );

  app.post(
    `${ownerPath}/attachment/:attachmentId/version`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary: "Upload a new version of the file (multipart/form-data: `file`), read with `etag`",
        params: attachmentParams,
        querystring: EtagQuery,
        response: { 201: Attachment, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const after = await addAttachmentContent(
        deps,
        ctx,
        attachmentIdOf(request.params),
        request.query.etag,
        request,
        policy,
      );
      return reply.status(201).send(after);
    },
  );

  app.delete(
    `${ownerPath}/attachment/:attachmentId`,
    {
      config: { auth: options.write },
      schema: {
        tags,
        summary: "Remove an attached file and its versions, read with `etag`",
        params: attachmentParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      await removeAttachment(deps, await context(request), attachmentIdOf(request.params), request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: `${ownerPath}/comment/:commentId`,
    params: commentParams,
    tags,
    auth: options.read,
    requireResource: async (actor, params) => requireComment(deps, await contextOf(actor, params), commentIdOf(params)),
  });
  historyRoute(app, deps, {
    path: `${ownerPath}/attachment/:attachmentId`,
    params: attachmentParams,
    tags,
    auth: options.read,
    requireResource: async (actor, params) =>
      requireAttachment(deps, await contextOf(actor, params), attachmentIdOf(params)),
  });
}
