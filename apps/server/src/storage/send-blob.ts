import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error";
import type { BlobStorage, ByteRange } from "./blob-storage";
import { withCharset } from "./content-type";

export interface SendBlobOptions {
  /** The name a browser saves the file under (Content-Disposition). */
  fileName?: string;
  /** "attachment" (the default when a name is given) downloads; "inline" shows. */
  disposition?: "inline" | "attachment";
  /** Overrides the stored type (which was decided from the content). */
  contentType?: string;
  /** Private and revalidated by default: blobs belong to a company. */
  cacheControl?: string;
}

/**
 * The one Range form answered: a single `bytes=a-b`, `bytes=a-` or `bytes=-n`. Undefined means "send the
 * whole" (no header, several ranges, or a header that is not a byte range); "unsatisfiable" means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== "" && Number(to) < start)) return "unsatisfiable";
  return { start, end };
}

/** Whether an If-None-Match header names the etag (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/** A Content-Disposition with a plain-ASCII name for old clients and the exact name (RFC 5987) for the rest. */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string | undefined): string {
  if (!fileName) return disposition;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Answers a stored object as a download, streamed: ETag (the quoted SHA-256) and 304 on If-None-Match,
 * Accept-Ranges and 206 for a satisfiable Range (416 otherwise; If-Range honoured), nosniff, and a
 * Content-Disposition with a safe name. 404 when the object is missing.
 */
export async function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: BlobStorage,
  key: string,
  options: SendBlobOptions = {},
): Promise<FastifyReply> {
  const info = await storage.head(key);
  if (!info) throw AppError.notFound();
  const etag = `"${info.sha256}"`;
  reply
    .header("etag", etag)
    .header("last-modified", info.lastModified.toUTCString())
    .header("accept-ranges", "bytes")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", options.cacheControl ?? "private, no-cache");
  if (options.fileName !== undefined || options.disposition !== undefined) {
    reply.header("content-disposition", contentDisposition(options.disposition ?? "attachment", options.fileName));
  }
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();

  const ifRange = request.headers["if-range"];
  const rangeHeader = ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
  const range = parseRange(rangeHeader, info.size);
  if (range === "unsatisfiable") {
    return reply.code(416).header("content-range", `bytes */${info.size}`).send();
  }
  const found = await storage.get(key, range);
  if (!found) throw AppError.notFound();
  reply.type(withCharset(options.contentType ?? info.contentType));
  if (range) {
    reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
      .header("content-length", range.end - range.start + 1);
  } else {
    reply.header("content-length", info.size);
  }
  return reply.send(found.body);
}
