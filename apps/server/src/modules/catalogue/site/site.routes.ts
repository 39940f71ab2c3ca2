import { Site, SiteCreateInput, SiteUpdateInput } from "@atelier/domain/catalogue/site.schema";
import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../../deps";
import { registerCatalogueRoutes } from "../catalogue-entity/catalogue-entity.routes";
import { siteService } from "./site.service";

/** The site calls under /api/v1/site. */
export const siteRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCatalogueRoutes(app, deps, {
    path: "site",
    noun: "a site",
    plural: "sites",
    dto: Site,
    createInput: SiteCreateInput,
    updateInput: SiteUpdateInput,
    service: siteService,
  });
};
