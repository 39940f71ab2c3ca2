import { once } from "node:events";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ZipArchive } from "archiver";
import type { FastifyReply } from "fastify";
import type { AppDeps } from "../../../deps";
import { contentDisposition } from "../../../storage/send-blob";

/**
 * Answers a glTF result's files (the .gltf, its buffers and images) as one zip named `{name}.zip`, written as
 * it is read, one object open at a time: Download gives the whole model, not a .gltf without its files.
 * A failure aborts the archive (the client sees a cut download).
 */
export function sendResultZip(
  deps: Pick<AppDeps, "storage" | "log">,
  reply: FastifyReply,
  files: readonly { name: string; key: string }[],
  zipName: string,
): FastifyReply {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    for (const file of files) {
      const found = await deps.storage.get(file.key);
      if (!found) continue;
      const written = once(archive, "entry");
      archive.append(found.body, { name: file.name, store: !file.name.endsWith(".gltf") });
      await written;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    deps.log.warn({ err: error, zipName }, "an optimisation result zip could not be completed");
    archive.abort();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const body = new PassThrough();
  pipeline(archive, body).catch(() => undefined);
  return reply
    .type("application/zip")
    .header("content-disposition", contentDisposition("attachment", zipName))
    .header("cache-control", "private, no-store")
    .send(body);
}
