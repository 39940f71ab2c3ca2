import { AssetDerivationStarted, AssetLightmapInput, AssetMaskInput } from "@atelier/domain/asset/asset.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { startAssetLightmap, startAssetMask } from "./derive.service";
import { closePixelWorkerOf } from "./pixel-worker";

const tags = ["asset"];
const errors = errorResponses(400, 401, 403, 404);

/**
 * `POST asset/mask` and `POST asset/lightmap` (docs/decisions/asset-derivation-jobs.md): editors of a company
 * with manageAssets queue a job that makes the Mask or Lightmap of an image; the answer names the job to
 * poll at `GET jobstatus/{jobId}` and the asset it will write. Handlers are listed in src/jobs/job-handlers.ts.
 */
export const assetDeriveRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The jobs' pixel worker (pixel-worker.ts) ends with the app; a job still using it is stopped by the queue.
  app.addHook("onClose", () => closePixelWorkerOf(deps));

  app.post(
    "/asset/mask",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Make the mask of an image ({base}.Mask.png) in a job",
        body: AssetMaskInput,
        response: { 202: AssetDerivationStarted, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await startAssetMask(deps, requireActor(request), request.body)),
  );

  app.post(
    "/asset/lightmap",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Make the lightmap of an image ({base}.Lightmap.png) with a strength and gamma pair, in a job",
        body: AssetLightmapInput,
        response: { 202: AssetDerivationStarted, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startAssetLightmap(deps, requireActor(request), request.body)),
  );
};
