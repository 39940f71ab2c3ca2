import { CompanyData, CompanyDataUpdateInput } from "@atelier/domain/settings/company-data.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { actorInCompany, CompanyParams } from "../../account/company/company-scope";
import { getCompanyData, updateCompanyDataFor } from "./company-data.service";

const tags = ["company"];
const PATH = "/company/:companyId/data";

/** Global Custom Settings under /api/v1/company/{companyId}/data: members read, editors save. */
export const companyDataRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    PATH,
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The company's data: the workspace's custom attributes",
        params: CompanyParams,
        response: { 200: CompanyData, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanyData(deps, actorInCompany(request, request.params.companyId)),
  );

  app.put(
    PATH,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Save the company's custom attributes read with `etag`",
        params: CompanyParams,
        body: CompanyDataUpdateInput,
        response: { 200: CompanyData, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => updateCompanyDataFor(deps, actorInCompany(request, request.params.companyId), request.body),
  );

  historyRoute(app, deps, {
    path: PATH,
    params: CompanyParams,
    tags,
    auth: "member",
    requireResource: async (actor, params) => {
      if (actor.companyId !== params.companyId) throw AppError.notFound();
    },
  });
};
