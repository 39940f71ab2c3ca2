import type { Readable } from "node:stream";

/** What is known of a stored object without reading it. */
export interface BlobInfo {
  key: string;
  size: number;
  /** The type decided from the content when it was stored (never the client's claim). */
  contentType: string;
  /** SHA-256 of the content, lower-case hex; the object's ETag is it, quoted. */
  sha256: string;
  lastModified: Date;
}

/** A byte range, both ends included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobPutOptions {
  contentType: string;
  /** The write fails with a 413 AppError once more bytes than this arrive; nothing is stored. */
  maxBytes?: number;
}

/**
 * Blob storage (ARCHITECTURE "Files and media"): objects by key (`{companyId}/{area}/...`), written atomically
 * (an object is visible whole or not at all), read as streams. Two drivers: the filesystem under DATA_DIR
 * (the default) and any S3-compatible service.
 */
export interface BlobStorage {
  put(key: string, body: Readable | Buffer, options: BlobPutOptions): Promise<BlobInfo>;
  head(key: string): Promise<BlobInfo | undefined>;
  /** The content (or the `range` of it) as a stream, with its info; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | undefined>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
  /** Objects whose keys start with `prefix`, in key order, a page at a time. */
  list(
    prefix: string,
    page?: { after?: string; limit?: number },
  ): Promise<{ items: BlobInfo[]; nextAfter: string | null }>;
}
