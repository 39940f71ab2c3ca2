import { z } from "zod";
import { MESSAGES } from "./messages";

/** The body of every failed call: the shape the error catalogue reads. */
export const ApiErrorBody = z.object({
  message: z.string(),
  modelState: z.record(z.string(), z.array(z.string())).optional(),
  exception: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export interface NormalizedError {
  status: number;
  messages: string[];
  /** Per-field messages, when the server sent modelState. */
  fields: Record<string, string[]>;
}

/**
 * Builds the list of messages shown for a failed call, in the catalogue's order of preference:
 * every modelState message, else the exception text, else the message, else the fallback.
 */
export function normalizeError(status: number, body: unknown): NormalizedError {
  const parsed = ApiErrorBody.partial().safeParse(body);
  const value = parsed.success ? parsed.data : {};
  const fields = value.modelState ?? {};
  const fromModelState = Object.values(fields)
    .flat()
    .filter((m) => m.trim() !== "");
  let messages: string[];
  if (fromModelState.length > 0) messages = fromModelState;
  else if (value.exception?.trim()) messages = [value.exception];
  else if (value.message?.trim()) messages = [value.message];
  else messages = [MESSAGES.unexpectedError];
  return { status, messages, fields };
}
