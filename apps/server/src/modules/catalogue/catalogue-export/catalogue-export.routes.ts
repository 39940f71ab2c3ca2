import { CatalogueExportDocument, CatalogueExportInput } from "@atelier/domain/catalogue/catalogue-export.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { exportCatalogue } from "./catalogue-export.service";

/** `POST /api/v1/catalogue/export`: the company's shared catalogue as one file (docs/exports.md). Editors only. */
export const catalogueExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/catalogue/export",
    {
      // A read sent as a POST (its body chooses the lists): it writes nothing, so it records nothing.
      config: { auth: "canEdit", audit: "none" },
      schema: {
        tags: ["catalogue"],
        summary: "Export the live sites, dimensions, option definitions, component types and placements as a file",
        body: CatalogueExportInput,
        response: { 200: CatalogueExportDocument, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => exportCatalogue(deps, requireActor(request), request.body.lists),
  );
};
