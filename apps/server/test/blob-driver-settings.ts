import type { BlobStorage } from "../src/storage/blob-storage";
import { FsBlobStorage } from "../src/storage/fs-blob-storage";
import { S3BlobStorage, type S3StorageOptions } from "../src/storage/s3-blob-storage";

/** How a test reaches one driver: its settings, which child processes get as JSON too. */
export type DriverSettings = { driver: "fs"; dir: string } | ({ driver: "s3" } & S3StorageOptions);

export async function openDriver(settings: DriverSettings): Promise<BlobStorage> {
  if (settings.driver === "fs") return FsBlobStorage.open(settings.dir);
  const { driver: _driver, ...options } = settings;
  return S3BlobStorage.open(options);
}
