import { ExportByNamesInput } from "@atelier/domain/catalogue/component-option.schema";
import {
  ComponentOptionDefinition,
  ComponentOptionDefinitionCreateInput,
  ComponentOptionDefinitionExportDocument,
  ComponentOptionDefinitionUpdateInput,
} from "@atelier/domain/catalogue/component-option-definition.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { catalogueWriteErrors, registerCatalogueRoutes } from "../catalogue-entity/catalogue-entity.routes";
import {
  componentOptionDefinitionService,
  exportComponentOptionDefinitions,
} from "./component-option-definition.service";

/** The option definition calls under /api/v1/componentoptiondefinition, and their export by names. */
export const componentOptionDefinitionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    "/componentoptiondefinition/export",
    {
      config: { auth: "canEdit", audit: "none" },
      schema: {
        tags: ["componentoptiondefinition"],
        summary: "Export the named option definitions as a file",
        body: ExportByNamesInput,
        response: { 200: ComponentOptionDefinitionExportDocument, ...catalogueWriteErrors },
      },
    },
    async (request) => exportComponentOptionDefinitions(deps, requireActor(request), request.body.names),
  );

  registerCatalogueRoutes(app, deps, {
    path: "componentoptiondefinition",
    noun: "an option definition",
    plural: "componentOptionDefinitions",
    dto: ComponentOptionDefinition,
    createInput: ComponentOptionDefinitionCreateInput,
    updateInput: ComponentOptionDefinitionUpdateInput,
    service: componentOptionDefinitionService,
  });
};
