import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { requireAssetFlag } from "../asset-access";
import { requireOptimizationRow } from "./data-optimization.service";
import { resultFiles } from "./data-optimization-approve";
import { optimizationResultPrefix } from "./data-optimization-blobs";
import { OptimizationFileParams, OptimizationParams, optimizationTags as tags } from "./data-optimization-params";
import { sendResultZip } from "./data-optimization-result-zip";

/**
 * The bytes of an optimisation (ETag, 304, Range): the uploaded GLB (previewUrl) and the result's files
 * (resultUrl is the main one; a .gltf's .bin and images are read beside it by their relative names).
 */
export function registerOptimizationFileRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  const files = errorResponses(400, 401, 403, 404);

  app.get(
    "/dataoptimization/:id/source",
    {
      config: { auth: "admin" },
      schema: { tags, summary: "The uploaded GLB", params: OptimizationParams, response: files },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "optimizeAssets");
      const row = await requireOptimizationRow(deps.db, actor.companyId, request.params.id);
      return sendBlob(request, reply, deps.storage, row.sourceKey, { fileName: row.name, disposition: "attachment" });
    },
  );

  app.get(
    "/dataoptimization/:id/result",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The result as a download: the .glb, or a zip of the .gltf with its files",
        params: OptimizationParams,
        response: files,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "optimizeAssets");
      const row = await requireOptimizationRow(deps.db, actor.companyId, request.params.id);
      if (row.status !== "Success" || !row.resultKey || !row.resultName) throw AppError.notFound();
      if (row.resultName.endsWith(".gltf")) {
        const files = await resultFiles(deps, actor.companyId, row.id, row.resultName);
        return sendResultZip(deps, reply, files, `${row.resultName.slice(0, -".gltf".length)}.zip`);
      }
      return sendBlob(request, reply, deps.storage, row.resultKey, {
        fileName: row.resultName,
        disposition: "attachment",
      });
    },
  );

  app.get(
    "/dataoptimization/:id/result/:file",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "One file of the result by name (the main file, or a .gltf's buffer or image)",
        params: OptimizationFileParams,
        response: files,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await requireAssetFlag(deps, actor, "optimizeAssets");
      const { id, file } = request.params;
      const row = await requireOptimizationRow(deps.db, actor.companyId, id);
      if (row.status !== "Success") throw AppError.notFound();
      return sendBlob(request, reply, deps.storage, `${optimizationResultPrefix(actor.companyId, id)}${file}`, {
        fileName: file,
        disposition: "inline",
      });
    },
  );
}
