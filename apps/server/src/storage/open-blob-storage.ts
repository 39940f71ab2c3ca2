import type { StorageConfig } from "../config";
import type { BlobStorage } from "./blob-storage";
import { FsBlobStorage } from "./fs-blob-storage";
import { S3BlobStorage } from "./s3-blob-storage";

/** The configured driver: the filesystem under DATA_DIR/blobs (the default) or an S3-compatible bucket. */
export async function openBlobStorage(config: StorageConfig): Promise<BlobStorage> {
  if (config.driver === "s3") {
    const { driver: _driver, ...options } = config;
    return S3BlobStorage.open(options);
  }
  return FsBlobStorage.open(config.dir);
}
