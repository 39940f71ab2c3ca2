import { Applet } from "@atelier/domain/settings/applet.schema";
import { requireActor } from "../../../auth/auth-hooks";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { APPLET_FILE_HEADERS } from "./applet-file-headers";
import { findServedAppletFile, removeAppletFile, uploadAppletFiles } from "./applet-files.service";
import { AppletFileParams, AppletParams, AppletServedFileParams, appletTags as tags } from "./applet-params";

/**
 * An applet's files: uploaded (multipart, field `files`) and removed by administrators, served to members
 * of its company under /api/v1/app/{appletId}/{file name} inside the applet sandbox.
 */
export function registerAppletFileRoutes(app: AreaRoutesInstance, deps: AppDeps): void {
  app.post(
    "/app/:appletId/file",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Upload files to an applet (multipart/form-data); a file of an existing name replaces it",
        consumes: ["multipart/form-data"],
        params: AppletParams,
        response: { 200: Applet, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => uploadAppletFiles(deps, requireActor(request), request.params.appletId, request),
  );

  app.delete(
    "/app/:appletId/file/:name",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Remove one file of an applet",
        params: AppletFileParams,
        response: { 200: Applet, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removeAppletFile(deps, requireActor(request), request.params.appletId, request.params.name),
  );

  app.get(
    "/app/:appletId/*",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One file of an applet, served in the applet sandbox (ETag, 304, Range)",
        params: AppletServedFileParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { appletId, "*": name } = request.params;
      const file = await findServedAppletFile(deps, requireActor(request), appletId, name);
      reply.headers(APPLET_FILE_HEADERS);
      return sendBlob(request, reply, deps.storage, file.storageKey, {
        contentType: file.contentType,
        disposition: "inline",
        cacheControl: "private, no-cache",
      });
    },
  );
}
