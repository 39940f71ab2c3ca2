import type { BladeLink } from "../../../app/workspace/blade-link";
import type { Blade } from "../../../app/workspace/blade-types";
import { splitItemId } from "../../../app/workspace/item-id";
import { COPY_OPTION, NEW_OPTION } from "../catalogue-links";
import type { OptionFormValues } from "./option-form-values";

/**
 * What an EditComponentOption blade edits, from its mode and item id (catalogueLinks.editOption,
 * newOption and copyOption make them):
 * - mode edit, itemId = the option's id;
 * - mode new, no itemId: a new option based on 'Any';
 * - mode new, itemId `new~{definitionId}`: a new option based on that definition ('Add {definition} Option');
 * - mode new, itemId `copy~{optionId}`: a copy of that option (modeVariant copy).
 */
export type OptionOpening =
  | { mode: "edit"; optionId: string }
  | { mode: "new"; definitionId: string | null }
  | { mode: "copy"; sourceId: string };

export function optionOpening(blade: Pick<Blade, "mode" | "itemId">): OptionOpening {
  if (blade.mode === "edit" && blade.itemId !== undefined) return { mode: "edit", optionId: blade.itemId };
  const [variant, id = ""] = splitItemId(blade.itemId, 2) ?? [];
  if (variant === COPY_OPTION) return { mode: "copy", sourceId: id };
  return { mode: "new", definitionId: variant === NEW_OPTION ? id : null };
}

/**
 * The values a Copy hands to the blade its link opens, by that blade's item id. They live in memory only:
 * after a reload the copy starts again from the stored option (docs/decisions/web-catalogue-option-editor-copy.md).
 */
const copies = new Map<string, OptionFormValues>();

export function rememberCopy(link: BladeLink, values: OptionFormValues): void {
  copies.set(link.itemId ?? "", values);
}

export function rememberedCopy(itemId: string): OptionFormValues | undefined {
  return copies.get(itemId);
}
