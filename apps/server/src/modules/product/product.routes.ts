import { ApiErrorBody } from "@atelier/domain/errors";
import { ProductList, ProductListQuery, ProductTags } from "@atelier/domain/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../auth/auth-hooks";
import type { AppDeps } from "../../deps";
import { listProductSummaries, listTags } from "./product.service";

const tags = ["product"];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody };

/** The product calls the sidebar reads, under /api/v1/product. Any member of the company may read. */
export const productRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/product",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "List the company's products",
        querystring: ProductListQuery,
        response: { 200: ProductList, ...errors },
      },
    },
    async (request) => listProductSummaries(deps.db, requireActor(request), request.query),
  );

  app.get(
    "/product/tags",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The distinct tags of the company's products",
        response: { 200: ProductTags, ...errors },
      },
    },
    async (request) => listTags(deps.db, requireActor(request).companyId),
  );
};
