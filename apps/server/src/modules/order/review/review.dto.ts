import type { Review, ReviewChanges, ReviewFile } from "@atelier/domain/order/review.schema";
import type { Attachment, Comment } from "@atelier/domain/shared/comment.schema";
import type { OrderRow } from "../../../db/schema/orders";
import type { RecipeRow } from "../../../db/schema/recipes";
import { recipeLinks } from "../../customer/recipe/recipe.dto";
import { orderLabel } from "../order/order.dto";
import { reviewSelections, reviewTexts, viewReplacements } from "./review-snapshot";

/** What the review's DTO is made of: the opened order, what the customer may see of it, and the changes. */
export interface ReviewParts {
  order: OrderRow;
  recipe: RecipeRow;
  code: string;
  shopName: string;
  /** The order's files the customer may see (no internal ones). */
  attachments: readonly Attachment[];
  /** The comments the customer may read (no internal ones). */
  comments: readonly Comment[];
  changes: ReviewChanges | null;
}

/** A file's download address for the page: under the review call, with the code (the page has no session). */
export function reviewFileUrl(recipeId: string, attachmentId: string, code: string): string {
  const query = new URLSearchParams({ code });
  return `/api/v1/review/${encodeURIComponent(recipeId)}/attachment/${encodeURIComponent(attachmentId)}?${query}`;
}

function toReviewFile(recipeId: string, code: string, attachment: Attachment, type: ReviewFile["type"]): ReviewFile {
  return {
    attachmentId: attachment.attachmentId,
    name: attachment.name,
    type,
    version: attachment.currentVersion,
    view: attachment.view,
    placement: attachment.placement,
    contentType: attachment.contentType,
    size: attachment.size,
    url: reviewFileUrl(recipeId, attachment.attachmentId, code),
    lastUpdated: attachment.lastUpdated,
  };
}

export function toReviewDto(publicUrl: string, parts: ReviewParts): Review {
  const { order, recipe, code, attachments } = parts;
  const { recipeId } = order;
  const replacements = viewReplacements(attachments);
  const filesOf = (type: ReviewFile["type"]) =>
    attachments.filter((a) => a.usage === type).map((a) => toReviewFile(recipeId, code, a, type));
  return {
    recipeId,
    orderLabel: orderLabel(order),
    shopName: parts.shopName,
    productName: recipe.content.productName ?? recipe.styleCode,
    orderStatus: order.status,
    mayAnswer: order.status === "WaitingForCustomer",
    selections: reviewSelections(recipe.content),
    texts: reviewTexts(recipe.content),
    views: recipe.content.views.map(({ code: viewCode, name }) => {
      const replacement = replacements.get(viewCode);
      return {
        code: viewCode,
        name,
        image: replacement
          ? reviewFileUrl(recipeId, replacement.attachmentId, code)
          : recipeLinks(publicUrl, recipe).view(viewCode),
        replacement: replacement
          ? { attachmentId: replacement.attachmentId, version: replacement.currentVersion }
          : null,
      };
    }),
    proofs: filesOf("proof"),
    files: filesOf("public"),
    comments: parts.comments.map((comment) => ({
      commentId: comment.commentId,
      type: comment.kind === "CustomerComment" ? "CustomerComment" : "PublicComment",
      when: comment.created,
      content: comment.body,
      author: comment.author.name,
    })),
    changes: parts.changes,
    etag: order.etag,
  };
}
