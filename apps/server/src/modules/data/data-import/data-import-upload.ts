import type { Readable } from "node:stream";
import { DATA_IMPORT_MAX_BYTES, DataImportUpload } from "@atelier/domain/data/data-import.schema";
import { DATA_IMPORT_MESSAGES as M } from "@atelier/domain/data/import/import-messages";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { tooLarge } from "../../../storage/blob-meter";
import { receiveUploads, type UploadPolicy } from "../../../storage/uploads";

/** One JSON file per upload, at most DATA_IMPORT_MAX_BYTES; its content is judged by the dry run, not its type. */
const DATA_IMPORT_UPLOAD_POLICY: UploadPolicy = { maxFileBytes: DATA_IMPORT_MAX_BYTES, maxFiles: 1, accept: "any" };

/** JSON's blanks: space, tab, line feed, carriage return. */
const BLANKS = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** The first byte of `chunks` that is not blank, reading no further than it. */
async function firstNonBlank(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<number | undefined> {
  for await (const chunk of chunks) {
    for (const byte of chunk) if (!BLANKS.has(byte)) return byte;
  }
  return undefined;
}

const OPEN_BRACE = 0x7b;

/** The file as stored for a new feed. */
export interface StoredSource {
  name: string;
  mimeType: string;
  size: number;
}

/**
 * Stores the file of `POST dataimport` under `key`: multipart (streamed into storage, never held whole) or
 * JSON with a base64 source. Too large: 413, nothing stored. A file whose first non-blank byte is not `{`
 * cannot be a batch file: 400 'Not a valid JSON batch file' at once, and nothing kept.
 */
export async function storeSource(
  deps: Pick<AppDeps, "storage">,
  request: FastifyRequest,
  key: string,
): Promise<StoredSource> {
  if (request.isMultipart()) {
    const { files } = await receiveUploads(request, deps.storage, DATA_IMPORT_UPLOAD_POLICY, () => key);
    const [file] = files;
    const stored = await deps.storage.get(key);
    const first = stored ? await firstNonBlank(stored.body as Readable) : undefined;
    (stored?.body as Readable | undefined)?.destroy();
    if (!file || first !== OPEN_BRACE) {
      await deps.storage.delete(key);
      throw AppError.badRequest(M.notValidJson);
    }
    return { name: file.fileName, mimeType: file.info.contentType, size: file.info.size };
  }
  const parsed = DataImportUpload.safeParse(request.body);
  if (!parsed.success) {
    throw AppError.invalid(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join(".") || "body", [issue.message]])),
    );
  }
  const { name, mimeType, source } = parsed.data;
  if (Math.floor((source.length * 3) / 4) > DATA_IMPORT_MAX_BYTES + 2) throw tooLarge(DATA_IMPORT_MAX_BYTES);
  const bytes = Buffer.from(source, "base64");
  if (bytes.length > DATA_IMPORT_MAX_BYTES) throw tooLarge(DATA_IMPORT_MAX_BYTES);
  if ((await firstNonBlank([bytes])) !== OPEN_BRACE) throw AppError.badRequest(M.notValidJson);
  const info = await deps.storage.put(key, bytes, { contentType: "application/json", maxBytes: DATA_IMPORT_MAX_BYTES });
  return { name, mimeType: mimeType || "application/json", size: info.size };
}
