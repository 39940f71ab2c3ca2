import { ORDER_MESSAGES } from "@atelier/domain/order/order-messages";
import { mayTransition } from "@atelier/domain/order/order-transitions";
import {
  REVIEW_DECISION_STATUS,
  REVIEW_MESSAGES,
  type Review,
  type ReviewAnswerInput,
  type ReviewChanges,
  ReviewDecision,
  type ReviewSnapshot,
} from "@atelier/domain/order/review.schema";
import type { Attachment } from "@atelier/domain/shared/comment.schema";
import type { z } from "zod";
import { readAuditPage } from "../../../audit/audit-page";
import { type AuditWrite, recordAudit } from "../../../audit/audit-recorder";
import type { Actor } from "../../../auth/actor";
import type { OrderRow } from "../../../db/schema/orders";
import type { RecipeRow } from "../../../db/schema/recipes";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { assertEtag, requireFound, requireWritten } from "../../../errors/guards";
import { findCompanyRow } from "../../account/company/company.service";
import {
  attachmentContent,
  listOwnerAttachments,
  requireAttachment,
} from "../../shared/owned-items/attachment.service";
import { addComment, listOwnerComments } from "../../shared/owned-items/comment.service";
import type { OwnerContext } from "../../shared/owned-items/owned-item-context";
import { lockOrders, updateOrder } from "../order/order.repo";
import { orderContext, orderPath, orderWrite } from "../order/order.service";
import { toReviewDto } from "./review.dto";
import { reviewChanges, reviewSnapshot, snapshotFromChanges } from "./review-snapshot";

/** An order whose code the caller gave rightly, with its recipe. */
export interface OpenedReview {
  order: OrderRow;
  recipe: RecipeRow;
  /** The code it was opened with: the page's file addresses carry it. */
  code: string;
}

type ReadDeps = Pick<AppDeps, "db" | "config">;

/** Where the customer's answers are recorded: below the order, so they are lines of its history. */
const answersPath = (recipeId: string) => `${orderPath(recipeId)}/review`;

/**
 * The customer as the trail and the comments record them: the review page has no user or key, so the
 * customer writes as a storefront customer named by the order's e-mail (docs/decisions/order-review-page.md).
 */
export function reviewCustomer(order: OrderRow): Actor {
  return {
    kind: "storefront",
    storefrontKeyId: "",
    name: order.customerEmail ? `Customer (${order.customerEmail})` : "Customer",
    companyId: order.companyId,
    roles: [],
    allowedOrigins: [],
  };
}

const contextOf = ({ order }: OpenedReview): OwnerContext => orderContext(reviewCustomer(order), order.recipeId);

/** The files the customer may see: proofs, public files and the views' replacement images; never internal ones. */
const shownToCustomer = (attachment: Attachment) => attachment.visibility !== "internal";

/** The customer's last answer: what they saw then and when, or null before their first (order-review-last-seen.md). */
async function lastAnswer(
  deps: ReadDeps,
  order: OrderRow,
): Promise<{ snapshot: ReviewSnapshot; at: string; decision: ReviewChanges["decision"] } | null> {
  const page = await readAuditPage(
    deps.db,
    order.companyId,
    { resourcePath: answersPath(order.recipeId) },
    { take: 1, skip: 0 },
  );
  const [entry] = page.entries;
  const decision = ReviewDecision.safeParse(entry?.action);
  const snapshot = entry && snapshotFromChanges(entry.changes);
  return entry && snapshot && decision.success ? { snapshot, at: entry.at, decision: decision.data } : null;
}

/** `GET review/{recipeId}?code=`: the order's recipe, proofs, public files and comments, and what changed. */
export async function readReview(deps: ReadDeps, opened: OpenedReview): Promise<Review> {
  const { order, recipe } = opened;
  const context = contextOf(opened);
  const [attachments, comments, company, answer] = await Promise.all([
    listOwnerAttachments(deps, context),
    listOwnerComments(deps, context),
    findCompanyRow(deps.db, order.companyId),
    lastAnswer(deps, order),
  ]);
  const shown = attachments.filter(shownToCustomer);
  const now = reviewSnapshot(order.recipeId, recipe.content, shown);
  const changes =
    answer === null
      ? null
      : { since: answer.at, decision: answer.decision, changes: reviewChanges(answer.snapshot, now) };
  return toReviewDto(deps.config.publicUrl, {
    ...opened,
    shopName: company?.name ?? "",
    attachments: shown,
    comments: comments.filter((comment) => comment.visibility !== "internal"),
    changes,
  });
}

/** 400 on `view` or `placement` when the pin names none of the recipe's. */
function assertPin(recipe: RecipeRow, answer: z.output<typeof ReviewAnswerInput>): void {
  if (answer.view !== "" && !recipe.content.views.some((view) => view.code === answer.view)) {
    throw AppError.field("view", REVIEW_MESSAGES.unknownView);
  }
  if (answer.placement !== "" && !recipe.content.selections.some((s) => s.placementCode === answer.placement)) {
    throw AppError.field("placement", REVIEW_MESSAGES.unknownPlacement);
  }
}

/** The comment as staff and the customer read it, with the view or placement it is pinned to in front. */
function pinnedComment(recipe: RecipeRow, answer: z.output<typeof ReviewAnswerInput>): string {
  const view = recipe.content.views.find((candidate) => candidate.code === answer.view);
  const placement = recipe.content.selections.find((candidate) => candidate.placementCode === answer.placement);
  const pins = [view && `View ${view.name}`, placement && `Placement ${placement.placementName}`].filter(Boolean);
  return pins.length === 0 ? answer.comment : `[${pins.join(", ")}] ${answer.comment}`;
}

/** The history's line for an answer: what was approved (each proof's version), or what the revision is about. */
function answerLabel(answer: z.output<typeof ReviewAnswerInput>, snapshot: ReviewSnapshot): string {
  if (answer.decision === "revise") return "Revision asked";
  const proofs = snapshot.proofs.map((proof) => `${proof.name} v${proof.version}`);
  return proofs.length === 0 ? "Approved the design" : `Approved ${proofs.join(", ")}`;
}

function answerWrite(
  order: OrderRow,
  answer: z.output<typeof ReviewAnswerInput>,
  snapshot: ReviewSnapshot,
): AuditWrite {
  return {
    resourceType: "review",
    resourceId: order.recipeId,
    resourcePath: answersPath(order.recipeId),
    resourceLabel: answerLabel(answer, snapshot),
    action: answer.decision,
    after: { decision: answer.decision, view: answer.view, placement: answer.placement, ...snapshot },
  };
}

/**
 * `POST review/{recipeId}?code=`: the customer approves or asks for a revision, only while the order waits for
 * them (409 otherwise) and on the review they saw (`etag`, 412 when it changed). The order moves through the
 * workflow's customer transition; the comment becomes a CustomerComment; the trail records, as the customer,
 * the status change and exactly what was answered on (recipe, proof versions and hashes, views).
 */
export async function answerReview(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  opened: OpenedReview,
  answer: z.output<typeof ReviewAnswerInput>,
): Promise<Review> {
  const { recipe } = opened;
  const actor = reviewCustomer(opened.order);
  const { companyId, recipeId } = opened.order;
  const to = REVIEW_DECISION_STATUS[answer.decision];
  const at = deps.clock();
  const order = await deps.db.transaction(async (tx) => {
    const current = requireFound((await lockOrders(tx, companyId, [recipeId]))[0]);
    if (current.status !== "WaitingForCustomer") throw AppError.conflict(REVIEW_MESSAGES.notWaiting);
    if (!mayTransition(current.status, to, "customer")) {
      throw AppError.conflict(ORDER_MESSAGES.transitionRefused(current.status, to));
    }
    assertEtag(current, answer.etag);
    assertPin(recipe, answer);
    const context = orderContext(actor, recipeId);
    const attachments = (await listOwnerAttachments({ db: tx }, context)).filter(shownToCustomer);
    const snapshot = reviewSnapshot(recipeId, recipe.content, attachments);
    const written = requireWritten(await updateOrder(tx, companyId, recipeId, answer.etag, { status: to }, at));
    await recordAudit(tx, actor, at, [orderWrite("update", current, written), answerWrite(written, answer, snapshot)]);
    if (answer.comment !== "") {
      const body = pinnedComment(recipe, answer);
      await addComment({ db: tx, clock: () => at }, context, { kind: "CustomerComment", body });
    }
    return written;
  });
  return readReview(deps, { ...opened, order });
}

/** A file of the order the customer may download (a proof, a public file, a view's image), or 404. */
export async function reviewFile(
  deps: Pick<AppDeps, "db">,
  opened: OpenedReview,
  attachmentId: string,
  version: number | undefined,
): Promise<{ storageKey: string; name: string }> {
  const context = contextOf(opened);
  if (!shownToCustomer(await requireAttachment(deps, context, attachmentId))) throw AppError.notFound();
  return attachmentContent(deps, context, attachmentId, version);
}
