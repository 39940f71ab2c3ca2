import { once } from "node:events";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assetZipName } from "@atelier/domain/asset/asset-names";
import { type Archiver, ZipArchive } from "archiver";
import type { FastifyReply } from "fastify";
import type { AssetRow } from "../../../db/schema/assets";
import type { AppDeps } from "../../../deps";
import { isTextType } from "../../../storage/content-type";
import { contentDisposition } from "../../../storage/send-blob";
import { listAssets } from "./asset.repo";
import { GLTF_JSON_TYPE } from "./asset-content-check";

/** Rows read per query while the zip is written. */
const ZIP_PAGE = 500;

/** Already-compressed content is stored as is; text (SVG, glTF JSON) is deflated. */
const deflates = (row: AssetRow) => isTextType(row.contentType) || row.contentType === GLTF_JSON_TYPE;

/**
 * A zip of every asset of the company under `prefix`, written as it is read: one page of rows at a time and
 * one object open at a time (each entry is appended once the previous one is written), so memory and open
 * files stay flat however large the library. A failure aborts the archive (the client sees a cut download).
 */
export function zipAssets(deps: Pick<AppDeps, "db" | "storage" | "log">, companyId: string, prefix: string): Archiver {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const fill = async () => {
    let after: string | undefined;
    for (;;) {
      const rows = await listAssets(deps.db, companyId, prefix, after, ZIP_PAGE);
      for (const row of rows) {
        const found = await deps.storage.get(row.storageKey);
        if (!found) continue;
        const written = once(archive, "entry");
        archive.append(found.body, { name: row.name, date: row.lastModified, store: !deflates(row) });
        await written;
      }
      const last = rows.at(-1);
      if (!last || rows.length < ZIP_PAGE) break;
      after = last.name;
    }
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    deps.log.warn({ err: error, companyId, prefix }, "the asset zip could not be completed");
    archive.abort();
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

function asNodeStream(archive: Archiver): PassThrough {
  const body = new PassThrough();
  // A failure was logged by zipAssets; the pipeline destroys the body, which cuts the download short.
  pipeline(archive, body).catch(() => undefined);
  return body;
}

/**
 * Answers the zip of `prefix` as a download named assetZipName(now). archiver's streams are not Node's own, so
 * the zip passes through a Node stream: the usage hook counts its bytes as the company's bandwidth.
 */
export function sendAssetZip(
  deps: Pick<AppDeps, "db" | "storage" | "log" | "clock">,
  reply: FastifyReply,
  companyId: string,
  prefix: string,
): FastifyReply {
  return reply
    .type("application/zip")
    .header("content-disposition", contentDisposition("attachment", assetZipName(deps.clock())))
    .header("cache-control", "private, no-store")
    .send(asNodeStream(zipAssets(deps, companyId, prefix)));
}
