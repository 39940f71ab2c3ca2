import { AssetDataQuery, AssetNameParams, AssetZipQuery } from "@atelier/domain/asset/asset.schema";
import { z } from "zod";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { requireAssetFlag } from "../asset-access";
import { requireAssetRow } from "./asset.service";
import { PREVIEW_TYPE, previewFor, wantsPreview } from "./asset-preview";
import { sendAssetZip } from "./asset-zip";

const tags = ["asset"];

/** The content may be asked for with a storefront key in the query (an <img> cannot set headers). */
const DataQuery = AssetDataQuery.extend({
  key: z.string().max(100, { error: "Key is at most 100 characters." }).optional(),
});

/**
 * Revalidated on every use (the ETag answers 304 without the body): a name keeps its address when its
 * content is replaced, so the address cannot be cached as immutable (docs/decisions/asset-preview-cache.md).
 */
export const ASSET_CACHE_CONTROL = "private, no-cache";

/** An SVG is shown, never run: no scripts, no outside loads, even when opened as a page of its own. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** `GET asset/data/{name}` (the content, a preview of an image) and `GET asset/zip` (a prefix as a zip). */
export function registerAssetDataRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  app.get(
    "/asset/zip",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "getAssetZip",
        summary:
          "Every asset whose name starts with `prefix` as one zip, streamed (Assets-year-month-day-hour-minute.zip)",
        querystring: AssetZipQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "manageAssets");
      return sendAssetZip(deps, reply, actor.companyId, request.query.prefix);
    },
  );

  app.get(
    "/asset/data/*",
    {
      config: { auth: "customer", keyInQuery: true },
      schema: {
        tags,
        operationId: "getAssetData",
        summary:
          "The content of an asset (ETag, 304, Range); with `width`, `height` or `format=webp` an image preview fitted inside the box, made once",
        params: AssetNameParams,
        querystring: DataQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const row = await requireAssetRow(deps, companyId, request.params["*"]);
      const options = { cacheControl: ASSET_CACHE_CONTROL, disposition: "inline" as const };
      if (wantsPreview(request.query)) {
        const key = await previewFor(deps, row, request.query);
        return sendBlob(request, reply, deps.storage, key, { ...options, contentType: PREVIEW_TYPE });
      }
      if (row.contentType === "image/svg+xml") reply.header("content-security-policy", SVG_POLICY);
      return sendBlob(request, reply, deps.storage, row.storageKey, { ...options, contentType: row.contentType });
    },
  );
}
