import { z } from "zod";
import { MESSAGES } from "./messages";

/** The body of every failed call: the shape the error catalogue reads (one named schema in the API document). */
export const ApiErrorBody = z
  .object({
    message: z.string(),
    modelState: z.record(z.string(), z.array(z.string())).optional(),
    exception: z.string().optional(),
  })
  .meta({ id: "ApiErrorBody" });
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
  const value = readErrorBody(body);
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

/** Reads each part of the body on its own, so one malformed part does not hide the others. */
function readErrorBody(body: unknown): Partial<ApiErrorBody> {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const { shape } = ApiErrorBody;
  const modelState = shape.modelState.safeParse(record.modelState);
  const exception = shape.exception.safeParse(record.exception);
  const message = shape.message.safeParse(record.message);
  return {
    modelState: modelState.success ? modelState.data : undefined,
    exception: exception.success ? exception.data : undefined,
    message: message.success ? message.data : undefined,
  };
}
