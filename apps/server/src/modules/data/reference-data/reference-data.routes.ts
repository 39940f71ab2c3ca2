import { Ok } from "@atelier/domain/account/account.schema";
import {
  ReferenceData,
  ReferenceDataCreateInput,
  ReferenceDataList,
  ReferenceDataUpdateInput,
} from "@atelier/domain/data/reference-data.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  createReferenceData,
  getReferenceData,
  listCompanyReferenceData,
  removeReferenceData,
  requireReferenceData,
  updateReferenceData,
} from "./reference-data.service";
import { registerReferenceDataFileRoutes } from "./reference-data-file.routes";
import {
  DataTypeParams,
  ReferenceDataGetQuery,
  ReferenceDataListQuery,
  ReferenceDataParams,
  referenceDataTags as tags,
} from "./reference-data-params";
import { registerReferenceDataQueryRoutes } from "./reference-data-query.routes";
import { SAVE_BODY_LIMIT } from "./reference-data-upload";

const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412, 413);

/**
 * Reference data, translation mappings and data grids (docs/decisions/data-reference-access.md): members of
 * the company read them (the product editor's pickers list them), administrators write them.
 */
export const referenceDataRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/referencedata",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "listReferenceData",
        summary: "The company's reference data by name, of one data type when `type` is given",
        querystring: ReferenceDataListQuery,
        response: { 200: ReferenceDataList, ...errors },
      },
    },
    async (request) => listCompanyReferenceData(deps, requireActor(request), request.query.type),
  );

  app.post(
    "/referencedata/:dataType",
    {
      config: { auth: "admin" },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        operationId: "addReferenceData",
        summary: "Add a reference data of a data type with its files (.xlsx or .csv, base64)",
        params: DataTypeParams,
        body: ReferenceDataCreateInput,
        response: { 201: ReferenceData, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReferenceData(deps, requireActor(request), request.params.dataType, request.body)),
  );

  app.get(
    "/referencedata/:dataType/:referenceDataId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        operationId: "getReferenceData",
        summary: "A reference data with its files and history; `expand=parsed` adds the parsed rows of each file",
        params: ReferenceDataParams,
        querystring: ReferenceDataGetQuery,
        response: { 200: ReferenceData, ...errors },
      },
    },
    async (request) => {
      const { dataType, referenceDataId } = request.params;
      const parsed = request.query.expand === "parsed";
      return getReferenceData(deps, requireActor(request), dataType, referenceDataId, parsed);
    },
  );

  app.put(
    "/referencedata/:dataType/:referenceDataId",
    {
      config: { auth: "admin" },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        operationId: "updateReferenceData",
        summary: "Change a reference data read with `etag`: its fields and files (left out: removed)",
        params: ReferenceDataParams,
        body: ReferenceDataUpdateInput,
        response: { 200: ReferenceData, ...writeErrors },
      },
    },
    async (request) => {
      const { dataType, referenceDataId } = request.params;
      return updateReferenceData(deps, requireActor(request), dataType, referenceDataId, request.body);
    },
  );

  app.delete(
    "/referencedata/:dataType/:referenceDataId",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        operationId: "removeReferenceData",
        summary: "Remove a reference data read with `etag`, with its files and their history",
        params: ReferenceDataParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => {
      const { dataType, referenceDataId } = request.params;
      await removeReferenceData(deps, requireActor(request), dataType, referenceDataId, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/referencedata/:dataType/:referenceDataId",
    params: ReferenceDataParams,
    tags,
    auth: "member",
    requireResource: (actor, params) =>
      requireReferenceData(deps.db, actor.companyId, params.dataType, params.referenceDataId),
  });

  registerReferenceDataFileRoutes(app, deps);
  registerReferenceDataQueryRoutes(app, deps);
};
