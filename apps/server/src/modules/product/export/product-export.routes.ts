import { ProductExportDocument, ProductExportQuery, ProductsExportInput } from "@atelier/domain/product/export.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { exportProduct, exportProducts } from "./product-export.service";

const tags = ["product"];
const errors = errorResponses(400, 401, 403, 404);

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
    async (request) => exportProduct(deps, requireActor(request), request.params.productId, request.query),
  );

  app.post(
    "/product/export/full",
    {
      // A read sent as a POST (its body names the products): it writes nothing, so it records nothing.
      config: { auth: "canEdit", audit: "none" },
      schema: {
        tags,
        summary: "Export many products with their active versions, with or without packages",
        body: ProductsExportInput,
        response: { 200: ProductExportDocument, ...errors },
      },
    },
    async (request) => exportProducts(deps, requireActor(request), request.body),
  );
};
