import { CompanyData, CompanyDataUpdateInput } from "@atelier/domain/settings/company-data.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import { companyDocumentRoutes } from "../company-document.routes";
import { getCompanyData, updateCompanyDataFor } from "./company-data.service";

/** Global Custom Settings under /api/v1/company/{companyId}/data: members read, editors save. */
export const companyDataRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  companyDocumentRoutes(app, deps, {
    path: "/company/:companyId/data",
    response: CompanyData,
    body: CompanyDataUpdateInput,
    summaries: {
      get: "The company's data: the workspace's custom attributes",
      put: "Save the company's custom attributes read with `etag`",
    },
    read: (actor) => getCompanyData(deps, actor),
    save: (actor, body) => updateCompanyDataFor(deps, actor, body),
  });
};
