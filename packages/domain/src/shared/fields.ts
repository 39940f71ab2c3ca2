import { z } from "zod";
import { isStorableText, TEXT_MAX } from "./input-limits";
import { fieldMessages, PASSWORD_MIN_LENGTH } from "./messages";

/**
 * A text the database can store: no NUL character or lone surrogate. The base of every text field of
 * the schemas; a field whose bound has its own message adds `.max()` to it, the others use storableText.
 */
export function storable(label = "This value") {
  return z
    .string({ error: () => fieldMessages.required(label) })
    .refine(isStorableText, { error: fieldMessages.invalidCharacters(label), abort: true });
}

/** A storable text of at most `max` characters (see TEXT_MAX for the bound of each kind of field). */
export function storableText(max: number, label = "This value") {
  return storable(label).max(max, { error: fieldMessages.maxLength(label, max) });
}

/** An id, key or etag the client sends: a storable text of at most TEXT_MAX.id characters. */
export function idText(label = "Id") {
  return storableText(TEXT_MAX.id, label);
}

/** A trimmed text that must not be empty, with the spec's human messages. */
export function requiredText(label: string, max: number = TEXT_MAX.name) {
  return storable(label)
    .trim()
    .min(1, { error: fieldMessages.required(label) })
    .max(max, { error: fieldMessages.maxLength(label, max) });
}

/** A required text that must not contain '/' or ','. */
export function plainName(label: string, max: number = TEXT_MAX.name) {
  return requiredText(label, max).refine((value) => !/[/,]/.test(value), {
    error: fieldMessages.noSlashOrComma(label),
  });
}

export function emailField(label = "E-mail") {
  return requiredText(label, 254).pipe(z.email({ error: fieldMessages.email() }));
}

/** The longest password accepted: bounds the work of hashing one. */
export const PASSWORD_MAX_LENGTH = 256;

/** A password as typed: never trimmed. */
export function passwordField(label = "Password", min = 0) {
  const base = z
    .string({ error: () => fieldMessages.required(label) })
    .min(1, { error: fieldMessages.required(label), abort: true })
    .refine(isStorableText, { error: fieldMessages.invalidCharacters(label), abort: true });
  const atLeastMin = min > 0 ? base.min(min, { error: fieldMessages.minLength(label, min) }) : base;
  return atLeastMin.max(PASSWORD_MAX_LENGTH, { error: fieldMessages.maxLength(label, PASSWORD_MAX_LENGTH) });
}

export const newPasswordField = (label = "Password") => passwordField(label, PASSWORD_MIN_LENGTH);
