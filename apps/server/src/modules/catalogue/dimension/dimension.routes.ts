import { Dimension, DimensionCreateInput, DimensionUpdateInput } from "@atelier/domain/catalogue/dimension.schema";
import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../../../deps";
import { registerCatalogueRoutes } from "../catalogue-entity/catalogue-entity.routes";
import { dimensionService } from "./dimension.service";

/** The dimension calls under /api/v1/dimension. */
export const dimensionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerCatalogueRoutes(app, deps, {
    path: "dimension",
    noun: "a dimension",
    plural: "dimensions",
    dto: Dimension,
    createInput: DimensionCreateInput,
    updateInput: DimensionUpdateInput,
    service: dimensionService,
  });
};
