import { LegacyMapping, LegacyMappingUpload } from "@atelier/domain/data/reference-data.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { incomingFileOf, ONE_FILE_BODY_LIMIT } from "../reference-data/reference-data-upload";
import { clearLegacyMapping, getLegacyMapping, storedLegacyFile, uploadLegacyMapping } from "./legacy-mapping.service";

const tags = ["legacymapping"];

/**
 * The company's legacy attribute mapping (docs/decisions/data-legacy-mapping.md): members read it and its
 * history, editors upload and clear it (each saved at once).
 */
export const legacyMappingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/legacymapping",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "getLegacyMapping",
        summary: "The legacy attribute mapping: its current file and its history, newest first",
        response: { 200: LegacyMapping, ...errorResponses(401, 403) },
      },
    },
    async (request) => getLegacyMapping(deps, requireActor(request)),
  );

  app.put(
    "/legacymapping",
    {
      config: { auth: "canEdit" },
      bodyLimit: ONE_FILE_BODY_LIMIT,
      schema: {
        tags,
        operationId: "uploadLegacyMapping",
        summary: "Upload the legacy attribute mapping (.xlsx or .csv; multipart `file` or JSON with a base64 source)",
        consumes: ["multipart/form-data", "application/json"],
        body: LegacyMappingUpload.nullish(),
        response: { 200: LegacyMapping, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return uploadLegacyMapping(deps, actor, await incomingFileOf(request, LegacyMappingUpload));
    },
  );

  app.delete(
    "/legacymapping",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        operationId: "clearLegacyMapping",
        summary: "Clear the legacy attribute mapping (its earlier files stay in the history)",
        response: { 200: LegacyMapping, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => clearLegacyMapping(deps, requireActor(request)),
  );

  app.get(
    "/legacymapping/file",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "downloadLegacyMappingFile",
        summary: "Download the current legacy mapping file",
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await storedLegacyFile(deps, requireActor(request), undefined);
      return sendBlob(request, reply, deps.storage, file.storageKey, {
        fileName: file.name,
        contentType: file.mimeType,
      });
    },
  );

  app.get(
    "/legacymapping/:historyId/file",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "downloadLegacyMappingHistoryFile",
        summary: "Download the file of one upload in the legacy mapping history",
        params: z.object({ historyId: z.string() }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const file = await storedLegacyFile(deps, requireActor(request), request.params.historyId);
      return sendBlob(request, reply, deps.storage, file.storageKey, {
        fileName: file.name,
        contentType: file.mimeType,
      });
    },
  );
};
