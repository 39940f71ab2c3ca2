import {
  type LegacyMappingUpload,
  REFERENCE_FILE_MAX_BYTES,
  ReferenceDataFileInput,
} from "@atelier/domain/data/reference-data.schema";
import { INPUT_STRING_MAX_LENGTH } from "@atelier/domain/shared/input-limits";
import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../errors/app-error";
import { tooLarge } from "../../../storage/blob-meter";
import { decodeSource, type IncomingFile } from "./reference-data-staging";

/** The JSON form of one uploaded file: name, the client's claimed type (ignored) and the base64 content. */
export const OneFileJson = ReferenceDataFileInput.options[1];

/**
 * A JSON upload's source is one string, held to INPUT_STRING_MAX_LENGTH like every string of a request (a
 * file of about 2.2 MB in base64); larger files, up to REFERENCE_FILE_MAX_BYTES, come as multipart
 * (docs/decisions/data-reference-files.md). The JSON around the source is small.
 */
export const ONE_FILE_BODY_LIMIT = INPUT_STRING_MAX_LENGTH + 64 * 1024;

/** A save (create or update) carries its new files in base64: up to the base64 of one largest file in all. */
export const SAVE_BODY_LIMIT = Math.ceil((REFERENCE_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(REFERENCE_FILE_MAX_BYTES);
  if (typeof code === "string" && code.startsWith("FST_")) return AppError.badRequest(SERVER_MESSAGES.invalidRequest);
  return error;
}

/**
 * The one file of an upload: multipart (field `file`: its problems are answered on `file`) or JSON of `json`'s
 * shape (on `source` and `name`). The whole file is read: a reference file is parsed at once anyway.
 */
export async function incomingFileOf(
  request: FastifyRequest,
  json: typeof OneFileJson | typeof LegacyMappingUpload,
): Promise<IncomingFile> {
  if (request.isMultipart()) {
    try {
      const part = await request.file({ limits: { fileSize: REFERENCE_FILE_MAX_BYTES, files: 1 } });
      if (!part) throw AppError.field("file", UPLOAD_MESSAGES.noFile);
      const bytes = await part.toBuffer();
      return { name: part.filename, bytes, field: "file", nameField: "file" };
    } catch (error) {
      throw asUploadError(error);
    }
  }
  const parsed = json.safeParse(request.body);
  if (!parsed.success) {
    throw AppError.invalid(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", [issue.message]])),
    );
  }
  const bytes = decodeSource(parsed.data.source, "source");
  return { name: parsed.data.name, bytes, field: "source", nameField: "name" };
}
