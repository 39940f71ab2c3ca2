import { ExportByCodesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentPlacement,
  ComponentPlacementCreateInput,
  ComponentPlacementExportDocument,
  ComponentPlacementList,
  ComponentPlacementUpdateInput,
  PlacementOptions,
} from "@atelier/domain/catalogue/component-placement.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { catalogueWriteErrors as writeErrors } from "../catalogue-entity/catalogue-entity.routes";
import {
  exportPlacements,
  getPlacementOptions,
  componentPlacementService as service,
} from "./component-placement.service";

const tags = ["componentplacement"];
const errors = errorResponses(400, 401, 403, 404);
const PlacementParams = z.object({ componentPlacementId: z.string() });

/** The component placement calls under /api/v1/componentplacement: any member reads, editors (canEdit) write and export. */
export const componentPlacementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/componentplacement",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "List the company's component placements",
        response: { 200: ComponentPlacementList, ...errors },
      },
    },
    async (request) => ({ componentPlacements: await service.list(deps, requireActor(request)) }),
  );

  app.get(
    "/componentplacement/:componentPlacementId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One component placement",
        params: PlacementParams,
        response: { 200: ComponentPlacement, ...errors },
      },
    },
    async (request) => service.get(deps, requireActor(request), request.params.componentPlacementId),
  );

  app.get(
    "/componentplacement/:componentPlacementId/options",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The options a placement offers, per definition of its types",
        params: PlacementParams,
        response: { 200: PlacementOptions, ...errors },
      },
    },
    async (request) => getPlacementOptions(deps, requireActor(request), request.params.componentPlacementId),
  );

  app.post(
    "/componentplacement",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add a component placement",
        body: ComponentPlacementCreateInput,
        response: { 201: ComponentPlacement, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(deps, requireActor(request), request.body)),
  );

  app.put(
    "/componentplacement/:componentPlacementId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Update a component placement",
        params: PlacementParams,
        body: ComponentPlacementUpdateInput,
        response: { 200: ComponentPlacement, ...writeErrors },
      },
    },
    async (request) => {
      const { etag, ...fields } = request.body;
      return service.update(deps, requireActor(request), request.params.componentPlacementId, etag, fields);
    },
  );

  app.delete(
    "/componentplacement/:componentPlacementId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Archive a component placement",
        params: PlacementParams,
        querystring: EtagQuery,
        response: { 204: z.void(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.archive(deps, requireActor(request), request.params.componentPlacementId, request.query.etag);
      return reply.status(204).send();
    },
  );

  app.post(
    "/componentplacement/export",
    {
      config: { auth: "canEdit", audit: "none" },
      schema: {
        tags,
        summary: "Export component placements by code, in the order given",
        body: ExportByCodesInput,
        response: { 200: ComponentPlacementExportDocument, ...errors },
      },
    },
    async (request) => exportPlacements(deps, requireActor(request), request.body.codes),
  );

  historyRoute(app, deps, {
    path: "/componentplacement/:componentPlacementId",
    params: PlacementParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => service.get(deps, actor, params.componentPlacementId),
  });
};
