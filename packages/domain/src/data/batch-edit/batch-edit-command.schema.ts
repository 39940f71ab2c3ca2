import { z } from "zod";

const text = z.string().min(1);

/** Which entries of a batch a command touches; `where` conditions must all hold (an empty list: every entry). */
export const BatchEditCondition = z.discriminatedUnion("type", [
  z.object({ type: z.literal("codeStartsWith"), value: text }),
  z.object({ type: z.literal("codeEndsWith"), value: text }),
  z.object({ type: z.literal("codeContains"), value: text }),
  z.object({ type: z.literal("codeEquals"), value: text }),
  z.object({ type: z.literal("tagged"), tag: text }),
  z.object({ type: z.literal("notTagged"), tag: text }),
  z.object({ type: z.literal("attributeEquals"), name: text, value: z.string() }),
  z.object({ type: z.literal("inactive") }),
  z.object({ type: z.literal("active") }),
]);
export type BatchEditCondition = z.infer<typeof BatchEditCondition>;

export const BATCH_EDIT_KINDS = ["componentOptions", "products", "both"] as const;
export const BatchEditTarget = z.object({
  kind: z.enum(BATCH_EDIT_KINDS),
  where: z.array(BatchEditCondition),
});
export type BatchEditTarget = z.infer<typeof BatchEditTarget>;

/** Activation everywhere (the entry's inactive) or on one site (its inactivePerSite entry). */
export const BatchEditScope = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("global") }),
  z.object({ kind: z.literal("site"), site: text }),
]);
export type BatchEditScope = z.infer<typeof BatchEditScope>;

const isoDate = z.iso.date();

/** One typed edit of a batch, as the prompt parser (or a model provider) answers it and the user confirms it. */
export const BatchEditCommand = z.discriminatedUnion("op", [
  z.object({ op: z.literal("addTag"), tag: text, target: BatchEditTarget }),
  z.object({ op: z.literal("removeTag"), tag: text, target: BatchEditTarget }),
  z.object({
    op: z.literal("activate"),
    scope: BatchEditScope,
    activeFrom: isoDate.optional(),
    target: BatchEditTarget,
  }),
  z.object({
    op: z.literal("deactivate"),
    scope: BatchEditScope,
    activeFrom: isoDate.optional(),
    target: BatchEditTarget,
  }),
  z.object({ op: z.literal("setAttribute"), name: text, value: z.string(), target: BatchEditTarget }),
  z.object({ op: z.literal("removeAttribute"), name: text, target: BatchEditTarget }),
]);
export type BatchEditCommand = z.infer<typeof BatchEditCommand>;
