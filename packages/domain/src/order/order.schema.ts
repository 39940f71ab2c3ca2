import { z } from "zod";
import { RECIPE_ID_PATTERN, Recipe } from "../customer/recipe.schema";
import { CommentKind, OwnedItemAuthor, type Visibility } from "../shared/comment.schema";
import { etagField, optionalText } from "../shared/entity-fields";
import { emailField, storableText } from "../shared/fields";
import { TEXT_MAX } from "../shared/input-limits";
import { pagingFields } from "../shared/paging";
import { OrderStatus } from "./order-status";

/** The most entries one 'Add recipe order' call and one bulk status change take. */
export const RECIPE_ORDER_ENTRIES_MAX = 1000;
export const BULK_ORDERS_MAX = 1000;
/** The largest page of the order list. */
export const ORDER_LIST_TAKE_MAX = 200;

const recipeIdField = () => z.string().regex(RECIPE_ID_PATTERN, { error: "A recipe id is 12 letters and digits." });

/** The attachment types of an order (spec part 3, "Order"): who sees the file and what it is for. */
export const ORDER_ATTACHMENT_TYPES = ["view", "proof", "public", "internal"] as const;
export const OrderAttachmentType = z.enum(ORDER_ATTACHMENT_TYPES, {
  error: "Type is one of view, proof, public and internal.",
});
export type OrderAttachmentType = z.infer<typeof OrderAttachmentType>;

/** Who sees a file of each type: proofs and views go to the customer's review page, public files to anyone with it. */
export const ORDER_ATTACHMENT_VISIBILITY: Record<OrderAttachmentType, Visibility> = {
  view: "customer",
  proof: "customer",
  public: "public",
  internal: "internal",
};

/** The largest file an order takes, and the types it takes (decided from the bytes, not the name or the claim). */
export const ORDER_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const ORDER_ATTACHMENT_ACCEPT = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/tiff",
  "application/pdf",
  "application/zip",
  "text/plain",
  "text/csv",
] as const;

/** The text fields of `POST order/{recipeId}/attachment` (multipart/form-data, beside `file`). */
export const OrderAttachmentFields = z.object({
  type: OrderAttachmentType.default("internal"),
  /** The view code (and placement code) the file is about, if any. */
  view: optionalText("View", TEXT_MAX.code),
  placement: optionalText("Placement", TEXT_MAX.code),
  etag: etagField(),
});
export type OrderAttachmentFields = z.input<typeof OrderAttachmentFields>;

/** One entry of 'Add recipe order' (the Recipe order form, EditRecipeOrder). */
export const RecipeOrderEntry = z.object({
  recipeId: recipeIdField(),
  orderNumber: storableText(TEXT_MAX.code, "Order number").trim().min(1, { error: "Order number is required." }),
  /** The shop's order id; the recipe id when omitted. */
  orderId: storableText(TEXT_MAX.code, "Order id").trim().optional(),
  itemId: storableText(TEXT_MAX.code, "Item id").trim().optional(),
  itemQuantity: z
    .number({ error: "Item quantity must be a number." })
    .int({ error: "Item quantity must be a whole number." })
    .min(1, { error: "Item quantity must be at least 1." })
    .max(1_000_000, { error: "Item quantity must be at most 1000000." })
    .optional(),
  /** Where the customer review link is e-mailed when the order waits for the customer. */
  customerEmail: emailField("Customer e-mail").optional(),
});
export type RecipeOrderEntry = z.input<typeof RecipeOrderEntry>;

export const AddRecipeOrdersInput = z
  .array(RecipeOrderEntry)
  .min(1, { error: "Add at least one recipe order." })
  .max(RECIPE_ORDER_ENTRIES_MAX, { error: `At most ${RECIPE_ORDER_ENTRIES_MAX} recipe orders at once.` });

/** A row of the order list. */
export const OrderListItem = z.object({
  recipeId: z.string(),
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  orderStatus: OrderStatus,
  styleCodes: z.array(z.string()),
  siteCodes: z.array(z.string()),
  created: z.string(),
  lastUpdated: z.string(),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

/** One line of an order's history, newest first. */
export const OrderHistoryEntry = z.object({
  action: z.string(),
  when: z.string(),
  description: z.string(),
  by: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderComment = z.object({
  commentId: z.string(),
  type: CommentKind,
  when: z.string(),
  content: z.string(),
  author: OwnedItemAuthor,
});
export type OrderComment = z.infer<typeof OrderComment>;

export const OrderAttachment = z.object({
  attachmentId: z.string(),
  name: z.string(),
  /** The download address of the current version. */
  url: z.string(),
  type: OrderAttachmentType,
  /** The view and placement codes the file is about, or empty. */
  view: z.string(),
  placement: z.string(),
  version: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
  created: z.string(),
  lastUpdated: z.string(),
});
export type OrderAttachment = z.infer<typeof OrderAttachment>;

/** `GET order/{recipeId}`: the order, what the caller may move it to, and its trail. */
export const Order = OrderListItem.extend({
  itemId: z.string().nullable(),
  itemQuantity: z.number().int().nullable(),
  fulfillmentStatus: z.string(),
  orderNotes: z.string(),
  /** Why the order is on hold (while its status is Hold). */
  holdReason: z.string(),
  customerEmail: z.string().nullable(),
  allowedTransitions: z.array(OrderStatus),
  /** The customer's code for the review page, and the page's address with it. */
  accessCode: z.string(),
  reviewUrl: z.string(),
  orderHistory: z.array(OrderHistoryEntry),
  orderComments: z.array(OrderComment),
  attachments: z.array(OrderAttachment),
  etag: z.string(),
  /** The ordered recipe, with `expand=recipe`. */
  recipe: Recipe.optional(),
});
export type Order = z.infer<typeof Order>;

/** `GET order/{recipeId}?expand=recipe` adds the ordered recipe. */
export const OrderGetQuery = z.object({
  expand: z.enum(["recipe"], { error: "Expand is recipe." }).optional(),
});
export type OrderGetQuery = z.input<typeof OrderGetQuery>;

export const OrderListQuery = z.object({
  /** Matches order id, order number, recipe id, style codes and personal texts. */
  filter: storableText(TEXT_MAX.name, "Filter").trim().default(""),
  status: OrderStatus.optional(),
  /** Only the orders staff may still cancel. */
  cancelable: z
    .enum(["true", "false"], { error: "Cancelable is true or false." })
    .transform((value) => value === "true")
    .optional(),
  ...pagingFields(ORDER_LIST_TAKE_MAX),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderList = z.object({ orders: z.array(OrderListItem), total: z.number().int() });
export type OrderList = z.infer<typeof OrderList>;

/** `PUT order/{recipeId}`: a status change, the notes, and a new internal or public comment. */
export const OrderUpdateInput = z.object({
  etag: etagField(),
  orderStatus: OrderStatus.optional(),
  /** Required when the new status is Hold. */
  holdReason: optionalText("Hold reason", TEXT_MAX.description),
  /** The new notes; left as they are when omitted. */
  orderNotes: storableText(TEXT_MAX.notes, "Order notes").trim().optional(),
  comment: optionalText("Comment", TEXT_MAX.notes),
  publicComment: optionalText("Public comment", TEXT_MAX.notes),
});
export type OrderUpdateInput = z.input<typeof OrderUpdateInput>;

export const OrderTriggerInput = z.object({ etag: etagField() });

export const BulkOrderStatusInput = z.object({
  recipeIds: z
    .array(recipeIdField())
    .min(1, { error: "Choose at least one order." })
    .max(BULK_ORDERS_MAX, { error: `At most ${BULK_ORDERS_MAX} orders at once.` }),
  orderStatus: OrderStatus,
  holdReason: optionalText("Hold reason", TEXT_MAX.description),
});
export type BulkOrderStatusInput = z.input<typeof BulkOrderStatusInput>;

/** What a bulk change did: the orders it moved, and each one it left with the reason. */
export const BulkOrderStatusResult = z.object({
  changed: z.array(z.string()),
  skipped: z.array(z.object({ recipeId: z.string(), reason: z.string() })),
});
export type BulkOrderStatusResult = z.infer<typeof BulkOrderStatusResult>;

/** What 'Add recipe order' did with each entry, in the order sent. */
export const AddRecipeOrdersResult = z.object({
  results: z.array(
    z.object({
      recipeId: z.string(),
      created: z.boolean(),
      /** Why the entry was refused (unknown recipe, already ordered ...), when it was. */
      message: z.string().nullable(),
    }),
  ),
});
export type AddRecipeOrdersResult = z.infer<typeof AddRecipeOrdersResult>;
