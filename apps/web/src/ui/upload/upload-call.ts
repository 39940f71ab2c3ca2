import type { z } from "zod";
import { ApiError } from "../../api/http";
import { sendUpload, UploadError, type UploadRequest } from "./upload-request";

/** An upload call: the file goes in the field `file` unless told, with no other fields unless given. */
export type UploadCallRequest = Omit<UploadRequest, "fieldName" | "fields"> &
  Partial<Pick<UploadRequest, "fieldName" | "fields">>;

/**
 * One file sent through sendUpload as a call of the API: the answer is parsed with the domain schema, and a
 * refusal fails as an ApiError with every message the server returned, so an editor's callout shows it as
 * it shows any failed call.
 */
export async function uploadCall<T>(request: UploadCallRequest, schema: z.ZodType<T>): Promise<T> {
  let answer: unknown;
  try {
    answer = await sendUpload({ fieldName: "file", fields: {}, ...request }).done;
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    throw new ApiError({ status: error.status, messages: [...error.messages], fields: {} });
  }
  return schema.parse(answer);
}
