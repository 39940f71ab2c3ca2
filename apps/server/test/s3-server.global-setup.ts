/**
 * The API project's global setup: a local S3-compatible server (s3rver) on a free port, in a temporary
 * folder, for the storage tests' S3 run; stopped and removed after the run. Tests read its address with
 * `inject("s3")` (test/s3-test-storage.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { TestProject } from "vitest/node";

export const S3_TEST_BUCKET = "atelier-test";
/** s3rver's fixed credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

declare module "vitest" {
  export interface ProvidedContext {
    s3: { endpoint: string; bucket: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), "atelier-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const address = await server.run();
  project.provide("s3", { endpoint: `http://127.0.0.1:${address.port}`, bucket: S3_TEST_BUCKET });
  return async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}
