import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import type { BlobStorage } from "../src/storage/blob-storage";
import { S3BlobStorage } from "../src/storage/s3-blob-storage";
import { type DriverSettings, openDriver } from "./blob-driver-settings";
import { S3_TEST_CREDENTIALS } from "./s3-server.global-setup";

/** One driver opened for a test file. */
export interface DriverUnderTest {
  settings: DriverSettings;
  storage: BlobStorage;
  /** A key prefix of the test file's own (`t{random}/`): the S3 bucket is shared by every test file. */
  prefix: string;
  close(): Promise<void>;
}

/** The filesystem driver in a temporary folder, or the S3 driver on the suite's s3rver. */
export async function driverUnderTest(driver: "fs" | "s3"): Promise<DriverUnderTest> {
  const prefix = `t${randomUUID().slice(0, 8)}/`;
  if (driver === "fs") {
    const dir = await mkdtemp(join(tmpdir(), "atelier-blob-test-"));
    const settings: DriverSettings = { driver: "fs", dir };
    return {
      settings,
      storage: await openDriver(settings),
      prefix,
      close: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const s3 = inject("s3");
  const settings: DriverSettings = {
    driver: "s3",
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    ...S3_TEST_CREDENTIALS,
  };
  const storage = await openDriver(settings);
  return {
    settings,
    storage,
    prefix,
    close: async () => {
      await storage.deletePrefix(prefix);
      if (storage instanceof S3BlobStorage) storage.close();
    },
  };
}
