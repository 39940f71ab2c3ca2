import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { UPLOAD_MESSAGES } from "@atelier/domain/shared/upload";
import { AppError } from "../errors/app-error";
import type { BlobStorage } from "./blob-storage";

/** 413 with the size allowed, as every refused upload answers it. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError(413, UPLOAD_MESSAGES.tooLarge(maxBytes));
}

/**
 * A pass-through that hashes (SHA-256) and counts the bytes on their way to storage, and fails with a 413
 * as soon as more than `maxBytes` have come: the drivers then store nothing.
 */
export class BlobMeter extends Transform {
  private readonly hash = createHash("sha256");
  private count = 0;

  constructor(private readonly maxBytes: number | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.count += chunk.length;
    if (this.maxBytes !== undefined && this.count > this.maxBytes) {
      done(tooLarge(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  /** The byte count and the hex SHA-256, once the stream has ended. */
  result(): { size: number; sha256: string } {
    return { size: this.count, sha256: this.hash.digest("hex") };
  }
}

/** Keys are `{companyId}/{area}/...`: segments of letters, digits, `.`, `_` and `-`, none starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const KEY_MAX_LENGTH = 512;

/** Throws unless `key` is a well-formed object key (no `..`, no absolute path, no empty segment). */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH || !key.split("/").every((part) => SEGMENT.test(part))) {
    throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  }
}

/** Throws unless `prefix` is the start of a well-formed key ("" lists everything). */
export function assertValidPrefix(prefix: string): void {
  if (prefix === "") return;
  const parts = prefix.split("/");
  const last = parts.pop() ?? "";
  if (
    prefix.length > KEY_MAX_LENGTH ||
    !parts.every((part) => SEGMENT.test(part)) ||
    (last !== "" && !SEGMENT.test(last))
  ) {
    throw new Error(`invalid blob key prefix: ${JSON.stringify(prefix)}`);
  }
}

/** The page size of `list` when none is asked for, and the largest. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;

/** The page size a `list` call uses: the asked one within 1 and LIST_MAX_LIMIT, else the default. */
export function listLimit(asked: number | undefined): number {
  return Math.min(Math.max(asked ?? LIST_DEFAULT_LIMIT, 1), LIST_MAX_LIMIT);
}

/** Removes every object under `prefix` a page at a time, through the driver's own `list` and `delete`. */
export async function deleteEachUnder(storage: BlobStorage, prefix: string): Promise<void> {
  assertValidPrefix(prefix);
  for (;;) {
    const { items } = await storage.list(prefix, { limit: LIST_MAX_LIMIT });
    for (const item of items) await storage.delete(item.key);
    if (items.length < LIST_MAX_LIMIT) return;
  }
}
