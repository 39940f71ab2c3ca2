import { CompanySettings, CompanySettingsUpdateInput } from "@atelier/domain/settings/company-settings.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { errorResponses } from "../../../http/error-responses";
import { actorInCompany, CompanyParams } from "../../account/company/company-scope";
import { getCompanySettings, updateCompanySettingsFor } from "./company-settings.service";

const tags = ["company"];
const PATH = "/company/:companyId/settings";

/** Recipe and Blueprint Settings under /api/v1/company/{companyId}/settings: members read, editors save. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    PATH,
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The company's Recipe Settings; the SFTP password only as `recipeSftpPasswordSet`",
        params: CompanyParams,
        response: { 200: CompanySettings, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCompanySettings(deps, actorInCompany(request, request.params.companyId)),
  );

  app.put(
    PATH,
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary:
          "Save the Recipe Settings read with `etag`; `recipeSftpPassword` absent keeps the password, empty clears it",
        params: CompanyParams,
        body: CompanySettingsUpdateInput,
        response: { 200: CompanySettings, ...errorResponses(400, 401, 403, 404, 412) },
      },
    },
    async (request) => updateCompanySettingsFor(deps, actorInCompany(request, request.params.companyId), request.body),
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
