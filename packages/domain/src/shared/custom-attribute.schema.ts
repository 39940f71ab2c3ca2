import { z } from "zod";
import { idText, storableText } from "./fields";
import { TEXT_MAX } from "./input-limits";
import { checkJsonLimits } from "./json-field";

/**
 * One custom attribute as the built-in editor writes it: exactly id, name and value.
 * Lists made through the Customizer API may hold other shapes; they are kept as they are
 * (see `isEditableAttributeList` in custom-attributes.ts).
 */
export const CustomAttribute = z.object({
  id: idText(),
  name: storableText(TEXT_MAX.name, "Name").trim(),
  value: z.union([storableText(TEXT_MAX.notes, "Value").trim(), z.number(), z.null()]),
});
export type CustomAttribute = z.infer<typeof CustomAttribute>;

/**
 * A stored attribute list: any objects (they arrive as JSON), so lists made elsewhere survive a round
 * trip. Entry values are typed `unknown` rather than as recursive JSON: forms take these lists as
 * default values, and TypeScript cannot expand a deep-partial of a recursive type.
 */
export const CustomAttributeList = z
  .array(z.record(z.string(), z.unknown()))
  .max(2000, { error: "A list holds at most 2000 custom attributes." })
  .superRefine(checkJsonLimits);
export type CustomAttributeList = z.infer<typeof CustomAttributeList>;
