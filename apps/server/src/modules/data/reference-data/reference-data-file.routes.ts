import { ReferenceData } from "@atelier/domain/data/reference-data.schema";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { storedReferenceFile, uploadReferenceDataFile } from "./reference-data.service";
import { ReferenceDataFileParams, ReferenceDataParams, referenceDataTags as tags } from "./reference-data-params";
import { incomingFileOf, ONE_FILE_BODY_LIMIT, OneFileJson } from "./reference-data-upload";

/** One file of a reference data: uploaded (saved at once, with history) and downloaded by file or history id. */
export function registerReferenceDataFileRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  app.post(
    "/referencedata/:dataType/:referenceDataId",
    {
      config: { auth: "admin" },
      bodyLimit: ONE_FILE_BODY_LIMIT,
      schema: {
        tags,
        operationId: "uploadReferenceDataFile",
        summary:
          "Add one file (multipart `file`, or JSON with a base64 source), or replace the file of its name: saved at once, with history",
        consumes: ["multipart/form-data", "application/json"],
        params: ReferenceDataParams,
        body: OneFileJson.nullish(),
        response: { 200: ReferenceData, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => {
      const { dataType, referenceDataId } = request.params;
      const actor = requireActor(request);
      return uploadReferenceDataFile(
        deps,
        actor,
        dataType,
        referenceDataId,
        await incomingFileOf(request, OneFileJson),
      );
    },
  );

  app.get(
    "/referencedata/:dataType/:referenceDataId/:fileId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "downloadReferenceDataFile",
        summary: "Download a file of a reference data by its current file id or a file history id",
        params: ReferenceDataFileParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { dataType, referenceDataId, fileId } = request.params;
      const file = await storedReferenceFile(deps, requireActor(request), dataType, referenceDataId, fileId);
      return sendBlob(request, reply, deps.storage, file.storageKey, {
        fileName: file.name,
        contentType: file.mimeType,
      });
    },
  );
}
