import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentType,
  ComponentTypeCreateInput,
  ComponentTypeExportDocument,
  ComponentTypeList,
  ComponentTypeUpdateInput,
} from "@atelier/domain/catalogue/component-type.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { catalogueWriteErrors as writeErrors } from "../catalogue-entity/catalogue-entity.routes";
import { exportTypes, componentTypeService as service } from "./component-type.service";

const tags = ["componenttype"];
const errors = errorResponses(400, 401, 403, 404);
const TypeParams = z.object({ componentTypeId: z.string() });

/** The component type calls under /api/v1/componenttype: any member reads, editors (canEdit) write and export. */
export const componentTypeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/componenttype",
    {
      config: { auth: "member" },
      schema: { tags, summary: "List the company's component types", response: { 200: ComponentTypeList, ...errors } },
    },
    async (request) => ({ componentTypes: await service.list(deps, requireActor(request)) }),
  );

  app.get(
    "/componenttype/:componentTypeId",
    {
      config: { auth: "member" },
      schema: { tags, summary: "One component type", params: TypeParams, response: { 200: ComponentType, ...errors } },
    },
    async (request) => service.get(deps, requireActor(request), request.params.componentTypeId),
  );

  app.post(
    "/componenttype",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add a component type",
        body: ComponentTypeCreateInput,
        response: { 201: ComponentType, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(deps, requireActor(request), request.body)),
  );

  app.put(
    "/componenttype/:componentTypeId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Update a component type",
        params: TypeParams,
        body: ComponentTypeUpdateInput,
        response: { 200: ComponentType, ...writeErrors },
      },
    },
    async (request) => {
      const { etag, ...fields } = request.body;
      return service.update(deps, requireActor(request), request.params.componentTypeId, etag, fields);
    },
  );

  app.delete(
    "/componenttype/:componentTypeId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Archive a component type",
        params: TypeParams,
        querystring: EtagQuery,
        response: { 204: z.void(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.archive(deps, requireActor(request), request.params.componentTypeId, request.query.etag);
      return reply.status(204).send();
    },
  );

  app.post(
    "/componenttype/export",
    {
      config: { auth: "canEdit", audit: "none" },
      schema: {
        tags,
        summary: "Export component types by name, in the order given",
        body: ExportByNamesInput,
        response: { 200: ComponentTypeExportDocument, ...errors },
      },
    },
    async (request) => exportTypes(deps, requireActor(request), request.body.names),
  );

  historyRoute(app, deps, {
    path: "/componenttype/:componentTypeId",
    params: TypeParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => service.get(deps, actor, params.componentTypeId),
  });
};
