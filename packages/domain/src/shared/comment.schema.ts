import { z } from "zod";

/** Who may read a comment or an attachment: staff only, staff and the customer, or anyone with the page. */
export const VISIBILITIES = ["internal", "customer", "public"] as const;
export const Visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof Visibility>;

/** The kinds of comment orders use (part 3 "Order"); each has its visibility. */
export const COMMENT_KINDS = ["InternalComment", "CustomerComment", "PublicComment"] as const;
export const CommentKind = z.enum(COMMENT_KINDS);
export type CommentKind = z.infer<typeof CommentKind>;
