import { z } from "zod";

/**
 * One custom attribute as the built-in editor writes it: exactly id, name and value.
 * Lists made through the Customizer API may hold other shapes; they are kept as they are
 * (see `isEditableAttributeList` in custom-attributes.ts).
 */
export const CustomAttribute = z.object({
  id: z.string(),
  name: z.string().trim(),
  value: z.union([z.string().trim(), z.number(), z.null()]),
});
export type CustomAttribute = z.infer<typeof CustomAttribute>;

/** A stored attribute list: any JSON objects, so lists made elsewhere survive a round trip. */
export const CustomAttributeList = z.array(z.record(z.string(), z.json())).max(2000, {
  error: "A list holds at most 2000 custom attributes.",
});
export type CustomAttributeList = z.infer<typeof CustomAttributeList>;
