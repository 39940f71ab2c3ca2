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
import { ApiErrorBody } from "@atelier/domain/shared/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { catalogueWriter, catalogueWriteErrors as writeErrors } from "../catalogue-entity/catalogue-entity.routes";
import {
  exportPlacements,
  placementOptions,
  componentPlacementService as service,
} from "./component-placement.service";

const tags = ["componentplacement"];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const PlacementParams = z.object({ componentPlacementId: z.string() });

/** The component placement calls under /api/v1/componentplacement: any member reads, editors (canEdit) write and export. */
export const componentPlacementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const writer = (request: FastifyRequest) => catalogueWriter(deps, request);
  const companyOf = (request: FastifyRequest) => requireActor(request).companyId;

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
    async (request) => ({ componentPlacements: await service.list(deps.db, companyOf(request)) }),
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
    async (request) => service.get(deps.db, companyOf(request), request.params.componentPlacementId),
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
    async (request) => placementOptions(deps.db, companyOf(request), request.params.componentPlacementId),
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
    async (request, reply) => reply.status(201).send(await service.create(writer(request), request.body)),
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
      return service.update(writer(request), request.params.componentPlacementId, etag, fields);
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
      await service.archive(writer(request), request.params.componentPlacementId, request.query.etag);
      return reply.status(204).send();
    },
  );

  app.post(
    "/componentplacement/export",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Export component placements by code, in the order given",
        body: ExportByCodesInput,
        response: { 200: ComponentPlacementExportDocument, ...errors },
      },
    },
    async (request) => exportPlacements(writer(request), request.body.codes),
  );
};
