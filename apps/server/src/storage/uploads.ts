import { Readable } from "node:stream";
import { TextDecoder } from "node:util";
import { SERVER_MESSAGES } from "@atelier/domain/shared/messages";
import { cleanFileName, isTypeAccepted, UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import { tooLarge } from "./blob-meter";
import type { BlobInfo, BlobStorage } from "./blob-storage";
import { decideContentType, isTextType, SNIFF_BYTES } from "./content-type";

/** What a route takes: the size of each file, how many files, and which types (decided from the content). */
export interface UploadPolicy {
  maxFileBytes: number;
  maxFiles: number;
  /** Content types, `image/*` for a family, or "any". */
  accept: readonly string[] | "any";
}

export interface StoredUpload {
  fieldName: string;
  /** The client's file name, cleaned (cleanFileName). */
  fileName: string;
  info: BlobInfo;
}

/** The first bytes of a stream and a stream of the whole (those bytes then the rest), read once. */
async function peek(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; complete: boolean; rest: AsyncIterator<Buffer> }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) return { head: Buffer.concat(chunks), complete: true, rest: iterator };
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), complete: false, rest: iterator };
}

/** The whole content again; for a text type, the part after the head is checked to stay UTF-8 without NUL. */
function rejoin(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  checkText: boolean,
  accepted: readonly string[] | "any",
): Readable {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  async function* whole(): AsyncGenerator<Buffer> {
    try {
      if (checkText) decoder.decode(head, { stream: true });
      yield head;
      for (;;) {
        const next = await rest.next();
        if (next.done) break;
        if (checkText && !stillText(decoder, next.value)) throw notAccepted(accepted);
        yield next.value;
      }
      if (checkText && !stillText(decoder, undefined)) throw notAccepted(accepted);
    } finally {
      await rest.return?.();
    }
  }
  return Readable.from(whole(), { objectMode: false });
}

function stillText(decoder: TextDecoder, chunk: Buffer | undefined): boolean {
  if (chunk?.includes(0)) return false;
  try {
    decoder.decode(chunk, { stream: chunk !== undefined });
    return true;
  } catch {
    return false;
  }
}

function notAccepted(accept: readonly string[] | "any"): AppError {
  return new AppError(415, UPLOAD_MESSAGES.typeNotAccepted(accept === "any" ? [] : accept));
}

/** @fastify/multipart's and busboy's failures as the answers of the upload routes. */
function asUploadError(error: unknown, policy: UploadPolicy): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(policy.maxFileBytes);
  if (code === "FST_FILES_LIMIT") return new AppError(413, UPLOAD_MESSAGES.tooManyFiles(policy.maxFiles));
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new AppError(415, UPLOAD_MESSAGES.notMultipart);
  if (typeof code === "string" && code.startsWith("FST_")) return AppError.badRequest(SERVER_MESSAGES.invalidRequest);
  if (error instanceof Error && /multipart|boundary|form/i.test(error.message)) {
    return AppError.badRequest(SERVER_MESSAGES.invalidRequest);
  }
  return error;
}

/**
 * Receives a multipart/form-data request: each file is streamed to `storage` under `keyFor(cleanedName)`
 * (a new key per call), its type decided from its bytes; the text fields are answered beside. A file too
 * large answers 413, a type the policy does not accept 415, no file 400; on any refusal the objects this
 * call stored are removed again. The caller deletes replaced objects only after its transaction commits.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: BlobStorage,
  policy: UploadPolicy,
  keyFor: (fileName: string) => string,
): Promise<{ files: StoredUpload[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
  const files: StoredUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { fileSize: policy.maxFileBytes, files: policy.maxFiles } });
    for await (const part of parts) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      const fileName = cleanFileName(part.filename);
      const { head, complete, rest } = await peek(part.file, SNIFF_BYTES);
      const contentType = await decideContentType(head, fileName, complete);
      if (!isTypeAccepted(contentType, policy.accept)) {
        await rest.return?.();
        throw notAccepted(policy.accept);
      }
      // A content that starts as text must stay text to keep its text type (where the policy chooses types).
      const checkText = policy.accept !== "any" && isTextType(contentType) && !complete;
      const body = rejoin(head, rest, checkText, policy.accept);
      const info = await storage.put(keyFor(fileName), body, { contentType, maxBytes: policy.maxFileBytes });
      files.push({ fieldName: part.fieldname, fileName, info });
    }
  } catch (error) {
    await Promise.all(files.map((file) => storage.delete(file.info.key).catch(() => undefined)));
    throw asUploadError(error, policy);
  }
  if (files.length === 0) throw AppError.badRequest(UPLOAD_MESSAGES.noFile);
  return { files, fields };
}
