import { EtagQuery, Product, ProductCreateInput, ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { ProductList, ProductListQuery, ProductTags } from "@atelier/domain/product/product-list.schema";
import { ApiErrorBody } from "@atelier/domain/shared/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { archiveProduct, createProduct, getProduct, type ProductWriter, updateProduct } from "./product.service";
import { listTags, readProductList } from "./product-list.service";
import { ProductListCache } from "./product-list-cache";

const tags = ["product"];
const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const writeErrors = { ...errors, 409: ApiErrorBody, 412: ApiErrorBody };
const ProductParams = z.object({ productId: z.string() });
const JSON_TYPE = "application/json; charset=utf-8";

/** The product calls under /api/v1/product: any member of the company reads, editors (canEdit) write. */
export const productRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const listCache = new ProductListCache();
  const writer = (request: FastifyRequest): ProductWriter => ({
    db: deps.db,
    clock: deps.clock,
    actor: requireActor(request),
  });

  app.get(
    "/product",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "List the company's products",
        querystring: ProductListQuery,
        response: { 200: ProductList, 304: z.void(), ...errors },
      },
    },
    async (request, reply) => {
      const list = await readProductList(deps, listCache, requireActor(request), request.query);
      // Browsers keep the list and ask again with If-None-Match; an unchanged list answers 304 without a body.
      reply.header("etag", list.etag).header("cache-control", "private, no-cache");
      if (request.headers["if-none-match"] === list.etag) return reply.status(304).send();
      // The bytes are the ProductList already serialised: Fastify sends a Buffer as it is.
      const untyped: FastifyReply = reply;
      return untyped.type(JSON_TYPE).send(list.body);
    },
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

  app.get(
    "/product/:productId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "One product with every setting",
        params: ProductParams,
        response: { 200: Product, ...errors },
      },
    },
    async (request) => getProduct(deps.db, requireActor(request).companyId, request.params.productId),
  );

  app.post(
    "/product",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Add a product (in Development)",
        body: ProductCreateInput,
        response: { 201: Product, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(writer(request), request.body)),
  );

  app.put(
    "/product/:productId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Update a product; its status changes only as the workflow allows",
        params: ProductParams,
        body: ProductUpdateInput,
        response: { 200: Product, ...writeErrors },
      },
    },
    async (request) => updateProduct(writer(request), request.params.productId, request.body),
  );

  app.delete(
    "/product/:productId",
    {
      config: { auth: "canEdit" },
      schema: {
        tags,
        summary: "Archive a product",
        params: ProductParams,
        querystring: EtagQuery,
        response: { 200: Product, ...writeErrors },
      },
    },
    async (request) => archiveProduct(writer(request), request.params.productId, request.query.etag),
  );
};
