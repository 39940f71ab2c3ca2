import { Ok } from "@atelier/domain/account/account.schema";
import {
  ASSET_MAX_BYTES,
  Asset,
  AssetList,
  AssetListQuery,
  AssetNameParams,
  AssetUploadJson,
  AssetUploadResult,
} from "@atelier/domain/asset/asset.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { requireAssetFlag } from "../asset-access";
import { toAssetDto } from "./asset.dto";
import { removeAsset, requireAssetRow } from "./asset.service";
import { registerAssetDataRoutes } from "./asset-data.routes";
import { listAssetPage } from "./asset-list";
import { uploadAssets } from "./asset-upload";

export const assetTags = ["asset"];

/** `DELETE asset/{name}?etag=`: the etag is optional (the library deletes by name, as the spec's call does). */
const AssetRemoveQuery = z.object({
  etag: z.string().max(200, { error: "Etag is at most 200 characters." }).optional(),
});
const tags = assetTags;

/** Base64 makes 4 characters of 3 bytes; the JSON around it is small. */
const JSON_UPLOAD_BODY_LIMIT = Math.ceil((ASSET_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * The asset library under /api/v1/asset (docs/decisions/asset-library-access.md): members of a company with
 * manageAssets read it, editors write it; the content itself is served by asset-data.routes.ts.
 */
export const assetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  registerAssetDataRoutes(app, deps);

  app.get(
    "/asset",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "listAssets",
        summary: "A page of the library: assets whose names start with `prefix` (case-sensitive), in byte order",
        querystring: AssetListQuery,
        response: { 200: AssetList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "manageAssets");
      return listAssetPage(deps, actor.companyId, request.query);
    },
  );

  app.post(
    "/asset",
    {
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      config: { auth: "canEdit" },
      schema: {
        tags,
        operationId: "uploadAssets",
        summary:
          "Upload assets: multipart files (fields `folder` and `name` first) or JSON with a base64 source; the bytes decide the type, a same-name asset is replaced",
        consumes: ["multipart/form-data", "application/json"],
        body: AssetUploadJson.nullish(),
        response: { 200: AssetUploadResult, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "manageAssets");
      return uploadAssets(deps, actor, request);
    },
  );

  app.get(
    "/asset/*",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "getAsset",
        summary: "One asset of the library (its name is the rest of the path, slashes as they are or as %2F)",
        params: AssetNameParams,
        response: { 200: Asset, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "manageAssets");
      return toAssetDto(await requireAssetRow(deps, actor.companyId, request.params["*"]));
    },
  );

  app.delete(
    "/asset/*",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        operationId: "removeAsset",
        summary:
          "Remove one asset of the library; with `etag`, only while its content is still that one (412 otherwise)",
        params: AssetNameParams,
        querystring: AssetRemoveQuery,
        response: { 200: Ok, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "manageAssets");
      await removeAsset(deps, actor, request.params["*"], request.query.etag);
      return { ok: true as const };
    },
  );
};
