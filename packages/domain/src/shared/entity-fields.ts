import { z } from "zod";
import { requiredText, storableText } from "./fields";
import { isStorableText, TEXT_MAX } from "./input-limits";
import { fieldMessages } from "./messages";
import { invalidCodeMessage, isValidCode } from "./style-code";

// Fields shared by the catalogue's editable entities. Kept apart from fields.ts, which the sign-in
// page loads: what is here stays in the chunks of the blades that use it.

/** The etag an update or remove was read with; a missing one gets a plain message. */
export function etagField() {
  return storableText(TEXT_MAX.id, "Etag").min(1, { error: "Etag is required." });
}

/** A required text, trimmed, with a length limit. */
export function requiredName(label: string, max: number = TEXT_MAX.name) {
  return requiredText(label, max);
}

/** A required code under the invalidChars rule (style codes, option and placement codes ...). */
export function codeField(label: string, max: number = TEXT_MAX.code) {
  return requiredName(label, max).refine(isValidCode, { error: invalidCodeMessage(label) });
}

/** A text that may be left empty, trimmed, with a length limit. */
export function optionalText(label: string, max: number = TEXT_MAX.description) {
  return z
    .string()
    .refine(isStorableText, { error: fieldMessages.invalidCharacters(label), abort: true })
    .trim()
    .max(max, { error: fieldMessages.maxLength(label, max) })
    .default("");
}

/** Free tags: trimmed, not empty, at most 100 of 100 characters each. */
export function tagsField() {
  return z
    .array(storableText(100, "A tag").trim().min(1, { error: "A tag cannot be empty." }))
    .max(100)
    .default([]);
}
