import { formatFileSize } from "./file-size";

/** The texts of refused uploads, shown by the server's answers and by the web app's own checks. */
export const UPLOAD_MESSAGES = {
  tooLarge: (maxBytes: number) => `The file is too large: at most ${formatFileSize(maxBytes)}.`,
  tooManyFiles: (maxFiles: number) => `Too many files: at most ${maxFiles} at a time.`,
  typeNotAccepted: (accepted: readonly string[]) =>
    `This type of file is not accepted. Accepted types: ${accepted.join(", ")}.`,
  noFile: "Choose a file to upload.",
  notMultipart: "Send the file as multipart/form-data.",
  uploadFailed: "The upload failed. Check the connection and try again.",
} as const;

/** The longest file name kept, in characters (its extension included). */
export const FILE_NAME_MAX_LENGTH = 200;

/** The name given to a file whose name cleans down to nothing. */
export const FALLBACK_FILE_NAME = "file";

/**
 * A file name a client sent, made safe to keep and to show: Unicode NFC, the last path segment only
 * (either slash), no control or invisible formatting characters (bidi overrides), none of `<>:"|?*`,
 * no leading dots or spaces (no `..`, no hidden files), no trailing dots or spaces, at most
 * FILE_NAME_MAX_LENGTH characters with the extension kept. Never empty.
 */
export function cleanFileName(raw: string): string {
  const normalized = raw.normalize("NFC");
  const base = normalized.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/^[.\s]+/u, "")
    .replace(/[.\s]+$/u, "");
  const chars = Array.from(cleaned);
  if (chars.length === 0) return FALLBACK_FILE_NAME;
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)) : [];
  const keep = extension.length < 20 ? extension : [];
  return [...chars.slice(0, FILE_NAME_MAX_LENGTH - keep.length), ...keep].join("");
}

/** The extension of a file name, lower case, without its dot; "" when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** Whether a content type is among the accepted ones (`image/*` accepts every image type). */
export function isTypeAccepted(contentType: string, accept: readonly string[] | "any"): boolean {
  if (accept === "any") return true;
  const type = contentType.toLowerCase();
  return accept.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.endsWith("/*") ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
  });
}
