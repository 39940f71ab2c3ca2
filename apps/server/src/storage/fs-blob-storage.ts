import { randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import { type FileHandle, mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { assertValidKey, assertValidPrefix, BlobMeter, deleteEachUnder, listLimit } from "./blob-meter";
import type { BlobInfo, BlobPutOptions, BlobStorage, ByteRange } from "./blob-storage";

/**
 * Each object is ONE file: a fixed-size header (its type, size and SHA-256 as JSON, padded with spaces)
 * then the content. The file is written under `.tmp/`, synced, then renamed into place, so the object and
 * its metadata appear together or not at all (docs/decisions/storage-drivers-and-atomic-writes.md).
 */
export const FS_HEADER_BYTES = 1024;

const Header = z.object({
  v: z.literal(1),
  size: z.number().int().min(0),
  sha256: z.string(),
  contentType: z.string(),
});

/** Temporary files left by a write whose process is gone, or older than this, are removed at start. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;

const TEMP_NAME = /^(\d+)-[0-9a-f-]+\.part$/;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Blob storage in a folder of the local filesystem (the default driver, under DATA_DIR/blobs). */
export class FsBlobStorage implements BlobStorage {
  private readonly objectsDir: string;
  private readonly tempDir: string;

  private constructor(root: string) {
    this.objectsDir = join(root, "objects");
    this.tempDir = join(root, ".tmp");
  }

  /** Opens (creating the folders) the storage under `root`, removing the temporary files of dead writes. */
  static async open(root: string): Promise<FsBlobStorage> {
    const storage = new FsBlobStorage(root);
    await mkdir(storage.objectsDir, { recursive: true });
    await mkdir(storage.tempDir, { recursive: true });
    await storage.sweepTemporaryFiles();
    return storage;
  }

  /** Removes `.tmp/` files of writes whose process has died (a crash or SIGKILL mid-write), or that are stale. */
  async sweepTemporaryFiles(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.tempDir)) {
      const path = join(this.tempDir, name);
      const pid = Number(TEMP_NAME.exec(name)?.[1] ?? Number.NaN);
      const info = await stat(path).catch(() => undefined);
      if (!info) continue;
      const dead = !Number.isInteger(pid) || (pid !== process.pid && !isAlive(pid));
      if (dead || now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.objectsDir, ...key.split("/"));
  }

  async put(key: string, body: Readable | Buffer, options: BlobPutOptions): Promise<BlobInfo> {
    const target = this.pathOf(key);
    const temp = join(this.tempDir, `${process.pid}-${randomUUID()}.part`);
    const meter = new BlobMeter(options.maxBytes);
    const handle = await open(temp, "wx");
    let closed = false;
    try {
      let position = FS_HEADER_BYTES;
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        meter,
        async (chunks: AsyncIterable<Buffer>) => {
          for await (const chunk of chunks) {
            await handle.write(chunk, 0, chunk.length, position);
            position += chunk.length;
          }
        },
      );
      const { size, sha256 } = meter.result();
      const header = JSON.stringify({ v: 1, size, sha256, contentType: options.contentType });
      const headerBytes = Buffer.alloc(FS_HEADER_BYTES, " ");
      if (headerBytes.write(header, "utf8") < Buffer.byteLength(header)) throw new Error("content type too long");
      await handle.write(headerBytes, 0, FS_HEADER_BYTES, 0);
      await handle.sync();
      await handle.close();
      closed = true;
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      await syncFolder(dirname(target));
      const info = await stat(target);
      return { key, size, sha256, contentType: options.contentType, lastModified: info.mtime };
    } catch (error) {
      if (!closed) await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      if (!Buffer.isBuffer(body)) body.destroy();
      throw error;
    }
  }

  private async readInfo(key: string, handle: FileHandle): Promise<BlobInfo> {
    const buffer = Buffer.alloc(FS_HEADER_BYTES);
    await handle.read(buffer, 0, FS_HEADER_BYTES, 0);
    const header = Header.parse(JSON.parse(buffer.toString("utf8").trimEnd()));
    const info = await handle.stat();
    return { key, size: header.size, sha256: header.sha256, contentType: header.contentType, lastModified: info.mtime };
  }

  private async openObject(key: string): Promise<FileHandle | undefined> {
    try {
      return await open(this.pathOf(key), "r");
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    const handle = await this.openObject(key);
    if (!handle) return undefined;
    try {
      return await this.readInfo(key, handle);
    } finally {
      await handle.close();
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | undefined> {
    const handle = await this.openObject(key);
    if (!handle) return undefined;
    try {
      const info = await this.readInfo(key, handle);
      const start = FS_HEADER_BYTES + (range?.start ?? 0);
      const end = FS_HEADER_BYTES + Math.min(range?.end ?? info.size - 1, info.size - 1);
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      const body = info.size === 0 ? Readable.from([]) : handle.createReadStream({ start, end, autoClose: true });
      if (info.size === 0) await handle.close();
      return { info, body };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await unlink(path);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await this.pruneEmptyFolders(dirname(path));
  }

  deletePrefix(prefix: string): Promise<void> {
    return deleteEachUnder(this, prefix);
  }

  async list(
    prefix: string,
    page: { after?: string; limit?: number } = {},
  ): Promise<{
    items: BlobInfo[];
    nextAfter: string | null;
  }> {
    assertValidPrefix(prefix);
    const limit = listLimit(page.limit);
    const folderParts = prefix.split("/").slice(0, -1);
    const keys = (await this.walk(join(this.objectsDir, ...folderParts)))
      .filter((key) => key.startsWith(prefix) && (page.after === undefined || key > page.after))
      .sort();
    const chosen = keys.slice(0, limit);
    const items: BlobInfo[] = [];
    for (const key of chosen) {
      const info = await this.head(key);
      if (info) items.push(info);
    }
    const last = chosen.at(-1);
    return { items, nextAfter: keys.length > limit && last !== undefined ? last : null };
  }

  /** Every object key below `folder`. */
  private async walk(folder: string): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const keys: string[] = [];
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) keys.push(...(await this.walk(path)));
      else if (entry.isFile()) keys.push(relative(this.objectsDir, path).split(sep).join("/"));
    }
    return keys;
  }

  /** Removes the emptied folders between an object's folder and the objects folder. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    let current = folder;
    while (current.startsWith(this.objectsDir + sep)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
      current = dirname(current);
    }
  }
}

/** Makes a rename durable: the folder's entry is synced too. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
