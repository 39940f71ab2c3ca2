import { z } from "zod";
import { fieldMessages, PASSWORD_MIN_LENGTH } from "./messages";

/** A trimmed text that must not be empty, with the spec's human messages. */
export function requiredText(label: string, max = 256) {
  return z
    .string({ error: () => fieldMessages.required(label) })
    .trim()
    .min(1, { error: fieldMessages.required(label) })
    .max(max, { error: fieldMessages.maxLength(label, max) });
}

/** A required text that must not contain '/' or ','. */
export function plainName(label: string, max = 256) {
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
    .min(1, { error: fieldMessages.required(label), abort: true });
  const atLeastMin = min > 0 ? base.min(min, { error: fieldMessages.minLength(label, min) }) : base;
  return atLeastMin.max(PASSWORD_MAX_LENGTH, { error: fieldMessages.maxLength(label, PASSWORD_MAX_LENGTH) });
}

export const newPasswordField = (label = "Password") => passwordField(label, PASSWORD_MIN_LENGTH);
