import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertValidKey, assertValidPrefix, BlobMeter, deleteEachUnder, listLimit } from "./blob-meter";
import type { BlobInfo, BlobPutOptions, BlobStorage, ByteRange } from "./blob-storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another service than AWS (MinIO, s3rver, R2 ...); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither: the SDK's own credential chain (environment, profile, role) when absent. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Where uploads are written before they are copied to their key; nothing outside the driver reads it. */
const TEMP_PREFIX = ".tmp/";
/** Temporary objects older than this are removed when the driver opens. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;
const SHA256_METADATA = "sha256";

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey")
  );
}

/**
 * Blob storage on any S3-compatible service. A write streams (multipart, through lib-storage) to a
 * temporary key, then is copied to its key with its SHA-256 as metadata (known only once every byte has
 * passed), then the temporary object is removed: an object is visible whole, with its hash, or not at all.
 */
export class S3BlobStorage implements BlobStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible servers (s3rver) mangle aws-chunked CRC32 bodies.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  /** Opens the driver, removing temporary objects of writes that died long ago. */
  static async open(options: S3StorageOptions, now = Date.now()): Promise<S3BlobStorage> {
    const storage = new S3BlobStorage(options);
    let marker: string | undefined;
    do {
      const page = await storage.client.send(
        new ListObjectsCommand({ Bucket: storage.bucket, Prefix: TEMP_PREFIX, Marker: marker }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && now - object.LastModified.getTime() > STALE_TEMP_MS) {
          await storage.client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: object.Key }));
        }
      }
      marker = page.IsTruncated ? page.Contents?.at(-1)?.Key : undefined;
    } while (marker);
    return storage;
  }

  async put(key: string, body: Readable | Buffer, options: BlobPutOptions): Promise<BlobInfo> {
    assertValidKey(key);
    const temp = `${TEMP_PREFIX}${randomUUID()}`;
    const meter = new BlobMeter(options.maxBytes);
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    let meterError: unknown;
    meter.on("error", (error) => {
      meterError = error;
    });
    source.on("error", (error) => meter.destroy(error));
    source.pipe(meter);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: temp, Body: meter, ContentType: options.contentType },
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.destroy();
      await this.delete(temp).catch(() => undefined);
      throw meterError ?? error;
    }
    if (meterError) {
      await this.delete(temp);
      throw meterError;
    }
    const { size, sha256 } = meter.result();
    try {
      const copied = await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${temp}`,
          MetadataDirective: "REPLACE",
          ContentType: options.contentType,
          Metadata: { [SHA256_METADATA]: sha256 },
        }),
      );
      return {
        key,
        size,
        sha256,
        contentType: options.contentType,
        lastModified: copied.CopyObjectResult?.LastModified ?? new Date(),
      };
    } finally {
      await this.delete(temp);
    }
  }

  async head(key: string): Promise<BlobInfo | undefined> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        sha256: answer.Metadata?.[SHA256_METADATA] ?? "",
        contentType: answer.ContentType ?? "application/octet-stream",
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<{ info: BlobInfo; body: Readable } | undefined> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? "")?.[1];
      const info: BlobInfo = {
        key,
        size: total !== undefined ? Number(total) : (answer.ContentLength ?? 0),
        sha256: answer.Metadata?.[SHA256_METADATA] ?? "",
        contentType: answer.ContentType ?? "application/octet-stream",
        lastModified: answer.LastModified ?? new Date(0),
      };
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error("the S3 client answered a body that is not a stream");
      return { info, body };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!key.startsWith(TEMP_PREFIX)) assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
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
    const answer = await this.client.send(
      // Version 1 listing: its Marker is exactly "after this key" on every S3-compatible service (s3rver's
      // version 2 continuation tokens need a cipher OpenSSL 3 no longer offers).
      new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, Marker: page.after, MaxKeys: limit }),
    );
    const keys = (answer.Contents ?? [])
      .map((object) => object.Key)
      .filter((key): key is string => key !== undefined && !key.startsWith(TEMP_PREFIX));
    const infos = await Promise.all(keys.map((key) => this.head(key)));
    const items = infos.filter((info): info is BlobInfo => info !== undefined);
    const last = (answer.Contents ?? []).at(-1)?.Key;
    return { items, nextAfter: answer.IsTruncated && last !== undefined ? last : null };
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
