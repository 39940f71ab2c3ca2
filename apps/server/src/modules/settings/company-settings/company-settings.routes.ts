import { CompanySettings, CompanySettingsUpdateInput } from "@atelier/domain/settings/company-settings.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../deps";
import { companyDocumentRoutes } from "../company-document.routes";
import { getCompanySettings, updateCompanySettingsFor } from "./company-settings.service";

/** Recipe and Blueprint Settings under /api/v1/company/{companyId}/settings: members read, editors save. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  companyDocumentRoutes(app, deps, {
    path: "/company/:companyId/settings",
    response: CompanySettings,
    body: CompanySettingsUpdateInput,
    summaries: {
      get: "The company's Recipe Settings; the SFTP password only as `recipeSftpPasswordSet`",
      put: "Save the Recipe Settings read with `etag`; `recipeSftpPassword` absent keeps the password, empty clears it",
    },
    read: (actor) => getCompanySettings(deps, actor),
    save: (actor, body) => updateCompanySettingsFor(deps, actor, body),
  });
};
