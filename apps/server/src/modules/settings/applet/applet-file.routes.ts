import { Applet } from "@atelier/domain/settings/applet.schema";
import type { AreaRoutesInstance } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import { APPLET_FILE_HEADERS } from "./applet-file-headers";
import { findServedAppletFile, removeAppletFile, uploadAppletFiles } from "./applet-files.service";
import {
  AppletFileParams,
  AppletParams,
  AppletServedFileParams,
  AppletTicketFileParams,
  appletTags as tags,
} from "./applet-params";
import { appletTicket, openAppletTicket } from "./applet-ticket";

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
    "/app/:appletId/:fileName",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary:
          "One file of an applet (e.g. `index.html?{model}`): redirects, query kept, to its address under a ticket of the caller's company",
        // getApp is the applet itself: the path alone cannot tell the two apart.
        operationId: "getAppFile",
        params: AppletServedFileParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { appletId, fileName } = request.params;
      const { companyId } = requireActor(request);
      await findServedAppletFile(deps, companyId, appletId, fileName);
      const ticket = appletTicket(deps, companyId, appletId, deps.clock());
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      reply.headers(APPLET_FILE_HEADERS);
      return reply.redirect(`${ticketedAddress(appletId, ticket)}${encodeURIComponent(fileName)}${query}`, 302);
    },
  );

  app.get(
    "/app/:appletId/t/:ticket/:fileName",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary: "One file of an applet read under a ticket, in the applet sandbox (ETag, 304, Range)",
        operationId: "getAppFileByTicket",
        params: AppletTicketFileParams,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { appletId, ticket, fileName } = request.params;
      const companyId = openAppletTicket(deps, ticket, appletId, deps.clock());
      if (companyId === null) throw AppError.notFound();
      const file = await findServedAppletFile(deps, companyId, appletId, fileName);
      reply.headers(APPLET_FILE_HEADERS);
      return sendBlob(request, reply, deps.storage, file.storageKey, {
        contentType: file.contentType,
        disposition: "inline",
        cacheControl: "private, no-cache",
      });
    },
  );
}

/** The folder a page's relative addresses resolve in: `/api/v1/app/{appletId}/t/{ticket}/`. */
const ticketedAddress = (appletId: string, ticket: string) =>
  `/api/v1/app/${encodeURIComponent(appletId)}/t/${ticket}/`;
