import {
  DATA_IMPORT_MAX_BYTES,
  DataImport,
  DataImportActionInput,
  DataImportItemPage,
  DataImportItemsQuery,
  DataImportList,
  DataImportUpload,
  DataImportUploadQuery,
} from "@atelier/domain/data/data-import.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { sendBlob } from "../../../storage/send-blob";
import {
  getImport,
  getImportItems,
  listCompanyImports,
  requestApply,
  requireImportRow,
  uploadImport,
} from "./data-import.service";
import { DataImportParams, dataImportTags as tags } from "./data-import-params";
import { settleStoppedImports } from "./data-import-settle";
import { registerDataImportToolRoutes } from "./data-import-tools.routes";
import { undoImport } from "./data-import-undo";

const errors = errorResponses(400, 401, 403, 404);
const actionErrors = errorResponses(400, 401, 403, 404, 409, 412);
/** A base64 source of the largest file, and room for the rest of the JSON. */
const JSON_UPLOAD_BODY_LIMIT = Math.ceil((DATA_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Batch Operations (part 3 "Data and Feeds", "Batch Operations and Batch Tools"): the company's
 * administrators upload batch files as feeds, read their dry run, apply and undo them.
 */
export const dataImportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // After the job worker's start (the app's own onReady, which ends the jobs a stopped server abandoned).
  app.addHook("onReady", () => settleStoppedImports(deps));
  app.get(
    "/dataimport",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "The company's feeds, newest first (at most 100)",
        response: { 200: DataImportList, ...errors },
      },
    },
    async (request) => listCompanyImports(deps, requireActor(request)),
  );

  app.post(
    "/dataimport",
    {
      bodyLimit: JSON_UPLOAD_BODY_LIMIT,
      config: { auth: "admin" },
      schema: {
        tags,
        summary:
          "Upload a batch file (multipart `file`, or JSON with a base64 source) as a feed; its dry run runs as a job, applied at its end unless dryRun=true",
        consumes: ["multipart/form-data", "application/json"],
        querystring: DataImportUploadQuery,
        body: DataImportUpload.nullish(),
        response: { 201: DataImport, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await uploadImport(deps, requireActor(request), request, request.query.dryRun)),
  );

  app.get(
    "/dataimport/:id",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "One feed with its summary and log",
        params: DataImportParams,
        response: { 200: DataImport, ...errors },
      },
    },
    async (request) => getImport(deps, requireActor(request), request.params.id),
  );

  app.get(
    "/dataimport/:id/items",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "A page of the feed's difference, in file order, by outcome and kind",
        params: DataImportParams,
        querystring: DataImportItemsQuery,
        response: { 200: DataImportItemPage, ...errors },
      },
    },
    async (request) => getImportItems(deps, requireActor(request), request.params.id, request.query),
  );

  app.get(
    "/dataimport/:id/source",
    {
      config: { auth: "admin" },
      schema: { tags, summary: "The uploaded file, under its name", params: DataImportParams, response: errors },
    },
    async (request, reply) => {
      const row = await requireImportRow(deps.db, requireActor(request).companyId, request.params.id);
      return sendBlob(request, reply, deps.storage, row.sourceKey, { fileName: row.name, disposition: "attachment" });
    },
  );

  app.post(
    "/dataimport/:id/apply",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Apply the dry run exactly, in one transaction, as a job (a feed read with `etag`)",
        params: DataImportParams,
        body: DataImportActionInput,
        response: { 202: DataImport, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestApply(deps, requireActor(request), request.params.id, request.body)),
  );

  app.post(
    "/dataimport/:id/undo",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Undo an applied import while every item it wrote is unchanged since (a feed read with `etag`)",
        params: DataImportParams,
        body: DataImportActionInput,
        response: { 200: DataImport, ...actionErrors },
      },
    },
    async (request) => undoImport(deps, requireActor(request), request.params.id, request.body.etag),
  );

  historyRoute(app, deps, {
    path: "/dataimport/:id",
    params: DataImportParams,
    tags,
    auth: "admin",
    requireResource: (actor, params) => getImport(deps, actor, params.id),
  });

  registerDataImportToolRoutes(app, deps);
};
