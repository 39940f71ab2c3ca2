import { Ok } from "@atelier/domain/account/account.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import {
  Applet,
  AppletCreateInput,
  AppletList,
  AppletListQuery,
  AppletUpdateInput,
} from "@atelier/domain/settings/applet.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { changeApplet, createApplet, getApplet, listCompanyApplets, removeApplet } from "./applet.service";
import { registerAppletFileRoutes } from "./applet-file.routes";
import { AppletParams, appletTags } from "./applet-params";

const tags = appletTags;
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 412);

/**
 * The applet calls under /api/v1/app (docs/decisions/applets-access.md): members read them (the sidebar's
 * Apps and the editors' More menus offer them), administrators write them; files under app/{appletId}/.
 */
export const appletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/app",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The company's applets by name, of one scope when `scope` is given",
        querystring: AppletListQuery,
        response: { 200: AppletList, ...errors },
      },
    },
    async (request) => listCompanyApplets(deps, requireActor(request), request.query.scope),
  );

  app.post(
    "/app",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Add an applet (its files are uploaded to it next)",
        body: AppletCreateInput,
        response: { 201: Applet, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApplet(deps, requireActor(request), request.body)),
  );

  app.get(
    "/app/:appletId",
    {
      config: { auth: "member" },
      // Explicit ids: the files below app/{appletId}/ would make the path read as a collection.
      schema: {
        tags,
        operationId: "getApp",
        summary: "An applet with its files",
        params: AppletParams,
        response: { 200: Applet, ...errors },
      },
    },
    async (request) => getApplet(deps, requireActor(request), request.params.appletId),
  );

  app.put(
    "/app/:appletId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        operationId: "updateApp",
        summary: "Change an applet's name, description and scope, read with `etag`",
        params: AppletParams,
        body: AppletUpdateInput,
        response: { 200: Applet, ...writeErrors },
      },
    },
    async (request) => changeApplet(deps, requireActor(request), request.params.appletId, request.body),
  );

  app.delete(
    "/app/:appletId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Remove an applet read with `etag`, with its files",
        params: AppletParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      await removeApplet(deps, requireActor(request), request.params.appletId, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/app/:appletId",
    params: AppletParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => getApplet(deps, actor, params.appletId),
  });

  registerAppletFileRoutes(app, deps);
};
