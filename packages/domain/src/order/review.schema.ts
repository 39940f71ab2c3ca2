import { z } from "zod";
import { CommentKind } from "../shared/comment.schema";
import { etagField, optionalText } from "../shared/entity-fields";
import { TEXT_MAX } from "../shared/input-limits";
import { OrderStatus } from "./order-status";

/**
 * The customer review page (`/order.html?recipe={recipeId}&code={accessCode}`) and its calls under
 * `/api/v1/review/{recipeId}?code=` (docs/decisions/order-review-page.md). The code is the key: no sign-in.
 */

/** The texts the review calls answer with. */
export const REVIEW_MESSAGES = {
  /** Any answer after the order stopped waiting for the customer. */
  notWaiting: "This order is not waiting for your answer.",
  /** On `comment` when a revision is asked without saying what to change. */
  commentRequired: "Say what you would like changed.",
  /** On `view` or `placement` when the pin names none of the order's. */
  unknownView: "Choose one of the order's views.",
  unknownPlacement: "Choose one of the order's placements.",
  /** Too many wrong codes from one address. */
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
} as const;

/**
 * The path and query of every review call. Both are plain texts so that an id or a code of the wrong form
 * answers the same 404 as a wrong one, never a 400 that tells the forms apart.
 */
export const ReviewParams = z.object({ recipeId: z.string().max(TEXT_MAX.id) });
export const ReviewAttachmentParams = ReviewParams.extend({ attachmentId: z.string().max(TEXT_MAX.id) });
export const ReviewQuery = z.object({ code: z.string().max(TEXT_MAX.id).default("") });
export const ReviewAttachmentQuery = ReviewQuery.extend({
  /** An older version of a proof; the current one when omitted. */
  version: z.coerce.number().int().min(1).optional(),
});

export const REVIEW_DECISIONS = ["approve", "revise"] as const;
export const ReviewDecision = z.enum(REVIEW_DECISIONS, { error: "Decision is approve or revise." });
export type ReviewDecision = z.infer<typeof ReviewDecision>;

/** The status each answer moves the order to (through the workflow's customer transitions). */
export const REVIEW_DECISION_STATUS = {
  approve: "CustomerApproved",
  revise: "CustomerRevision",
} as const satisfies Record<ReviewDecision, OrderStatus>;

/** `POST review/{recipeId}?code=`: the customer's answer, read with the `etag` of the review they saw. */
export const ReviewAnswerInput = z
  .object({
    decision: ReviewDecision,
    comment: optionalText("Comment", TEXT_MAX.notes),
    /** The view (by code) or placement (by code) the comment is about, if any. */
    view: optionalText("View", TEXT_MAX.code),
    placement: optionalText("Placement", TEXT_MAX.code),
    etag: etagField(),
  })
  .superRefine((answer, context) => {
    if (answer.decision === "revise" && answer.comment === "") {
      context.addIssue({ code: "custom", path: ["comment"], message: REVIEW_MESSAGES.commentRequired });
    }
  });
export type ReviewAnswerInput = z.input<typeof ReviewAnswerInput>;

/** One personal value of the recipe: its attribute and the placement it belongs to ("" for the whole product). */
export const ReviewText = z.object({ attribute: z.string(), placementCode: z.string(), value: z.string() });
export type ReviewText = z.infer<typeof ReviewText>;

/** One chosen component and the personal values of its placement. */
export const ReviewSelection = z.object({
  placementCode: z.string(),
  placementName: z.string(),
  componentCode: z.string(),
  componentName: z.string(),
});
export type ReviewSelection = z.infer<typeof ReviewSelection>;

/** A view of the recipe: its rendered preview, or the image staff put in its place (a `view` file). */
export const ReviewView = z.object({
  code: z.string(),
  name: z.string(),
  image: z.string(),
  /** The `view` file shown in place of the rendered preview, and its version. */
  replacement: z.object({ attachmentId: z.string(), version: z.number().int() }).nullable(),
});
export type ReviewView = z.infer<typeof ReviewView>;

/** A proof (its latest version) or a public file of the order, downloadable with the code. */
export const ReviewFile = z.object({
  attachmentId: z.string(),
  name: z.string(),
  type: z.enum(["proof", "public"]),
  version: z.number().int(),
  view: z.string(),
  placement: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  lastUpdated: z.string(),
});
export type ReviewFile = z.infer<typeof ReviewFile>;

/** A comment the customer may read: the shop's public ones and the customer's own. */
export const ReviewComment = z.object({
  commentId: z.string(),
  type: CommentKind.exclude(["InternalComment"]),
  when: z.string(),
  content: z.string(),
  author: z.string(),
});
export type ReviewComment = z.infer<typeof ReviewComment>;

/**
 * What the customer saw when they answered: the exact recipe (its selections and texts), each proof's version
 * and content hash, and each view's image. The trail keeps it with the answer; the next visit compares with it.
 */
export const ReviewSnapshot = z.object({
  recipeId: z.string(),
  selections: z.array(ReviewSelection).default([]),
  texts: z.array(ReviewText).default([]),
  proofs: z
    .array(z.object({ attachmentId: z.string(), name: z.string(), version: z.number().int(), sha256: z.string() }))
    .default([]),
  views: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        replacement: z.object({ attachmentId: z.string(), version: z.number().int() }).nullable(),
      }),
    )
    .default([]),
});
export type ReviewSnapshot = z.infer<typeof ReviewSnapshot>;

/** One thing that differs from what the customer last answered on, as the page words it. */
export const ReviewChange = z.object({
  kind: z.enum(["selection", "text", "proof", "view"]),
  /** The placement, text, file or view it is about. */
  subject: z.string(),
  before: z.string(),
  after: z.string(),
});
export type ReviewChange = z.infer<typeof ReviewChange>;

/** The differences since the customer's last answer (when and which), or none for a first visit. */
export const ReviewChanges = z.object({
  since: z.string(),
  decision: ReviewDecision,
  changes: z.array(ReviewChange),
});
export type ReviewChanges = z.infer<typeof ReviewChanges>;

/** `GET review/{recipeId}?code=`: what the customer is asked to review. */
export const Review = z.object({
  recipeId: z.string(),
  /** The order id and number, the shop's name and the product's. */
  orderLabel: z.string(),
  shopName: z.string(),
  productName: z.string(),
  orderStatus: OrderStatus,
  /** Whether the order waits for the customer's answer now. */
  mayAnswer: z.boolean(),
  selections: z.array(ReviewSelection),
  texts: z.array(ReviewText),
  views: z.array(ReviewView),
  proofs: z.array(ReviewFile),
  files: z.array(ReviewFile),
  comments: z.array(ReviewComment),
  changes: ReviewChanges.nullable(),
  /** Sent back with the answer: an answer to a review that changed meanwhile is refused (412). */
  etag: z.string(),
});
export type Review = z.infer<typeof Review>;
