import { ProductExportDocument, ProductExportQuery, ProductsExportInput } from "@atelier/domain/product/export.schema";
import { ApiErrorBody } from "@atelier/domain/shared/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { exportProduct, exportProducts } from "./product-export.service";

const tags = ["product"];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** Product exports (the file shape is in docs/exports.md), under /api/v1/product. Editors only. */
export const productExportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/product/:productId/export",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary:
          "Export one product with one version (Product, ProductWithPackages, ProductWithOptions, ProductCompleteHierarchy)",
        params: z.object({ productId: z.string() }),
        querystring: ProductExportQuery,
        response: { 200: ProductExportDocument, ...errors },
      },
    },
    async (request) => exportProduct(deps, requireActor(request).companyId, request.params.productId, request.query),
  );

  app.post(
    "/product/export/full",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Export many products with their active versions, with or without packages",
        body: ProductsExportInput,
        response: { 200: ProductExportDocument, ...errors },
      },
    },
    async (request) => exportProducts(deps, requireActor(request).companyId, request.body),
  );
};
