import { fileExtension } from "@atelier/domain/shared/upload";
import { fileTypeFromBuffer } from "file-type";

/** How many first bytes decide a file's type (file-type reads at most about 4 KB; text is judged on more). */
export const SNIFF_BYTES = 64 * 1024;

export const OCTET_STREAM = "application/octet-stream";

/**
 * Text has no magic bytes: once the content is UTF-8 without NUL, the name's extension picks one of these
 * (docs/decisions/storage-upload-types-and-names.md); any other extension is text/plain.
 */
const TEXT_TYPES: Record<string, string> = {
  html: "text/html",
  htm: "text/html",
  css: "text/css",
  js: "text/javascript",
  mjs: "text/javascript",
  json: "application/json",
  svg: "image/svg+xml",
  csv: "text/csv",
  txt: "text/plain",
};

/** Types file-type may report for content that is text: the text rule decides those. */
const TEXT_LIKE_DETECTIONS = new Set(["application/xml", "text/xml", "image/svg+xml", "text/html", "text/calendar"]);

/**
 * Whether `bytes` are UTF-8 text without NUL. When `complete` is false the bytes are the first part of a
 * longer content, and a character cut at their end is allowed.
 */
export function isUtf8Text(bytes: Uint8Array, complete: boolean): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of a file from its first bytes (`head`, the whole content when `complete`), never from
 * the client's claim: the magic bytes when they name a binary type; else, for UTF-8 text, the type the
 * extension names among the text types; else application/octet-stream.
 */
export async function decideContentType(head: Uint8Array, fileName: string, complete: boolean): Promise<string> {
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  const text = isUtf8Text(head, complete);
  if (detected && !(text && TEXT_LIKE_DETECTIONS.has(detected.mime))) return detected.mime;
  if (text) return TEXT_TYPES[fileExtension(fileName)] ?? "text/plain";
  return OCTET_STREAM;
}

/** Whether a decided type is one of the text types (their whole content must stay UTF-8 without NUL). */
export function isTextType(contentType: string): boolean {
  return contentType.startsWith("text/") || Object.values(TEXT_TYPES).includes(contentType);
}

/** The header value for a stored type: text types say they are UTF-8 (their content was checked). */
export function withCharset(contentType: string): string {
  return isTextType(contentType) && !contentType.includes(";") ? `${contentType}; charset=utf-8` : contentType;
}
