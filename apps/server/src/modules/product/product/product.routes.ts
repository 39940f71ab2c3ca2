import { EtagQuery, Product, ProductCreateInput, ProductUpdateInput } from "@atelier/domain/product/product.schema";
import { ProductList, ProductListQuery, ProductTags } from "@atelier/domain/product/product-list.schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import { SerialisedListCache } from "../../../cache/serialised-list-cache";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { ownedItemRoutes } from "../../shared/owned-items/owned-item.routes";
import { archiveProduct, createProduct, getProduct, updateProduct } from "./product.service";
import { listTags, readProductList } from "./product-list.service";

const tags = ["product"];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412);
const ProductParams = z.object({ productId: z.string() });
const JSON_TYPE = "application/json; charset=utf-8";
/** The serialised lists kept: a 10,000-product list with recent versions is about 4 MB. */
const LIST_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** The product calls under /api/v1/product: any member of the company reads, editors (canEdit) write. */
export const productRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const listCache = new SerialisedListCache(LIST_CACHE_MAX_BYTES);

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
      const list = await readProductList(deps, requireActor(request), listCache, request.query);
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
    async (request) => listTags(deps, requireActor(request)),
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
    async (request) => getProduct(deps, requireActor(request), request.params.productId),
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
    async (request, reply) => reply.status(201).send(await createProduct(deps, requireActor(request), request.body)),
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
    async (request) => updateProduct(deps, requireActor(request), request.params.productId, request.body),
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
    async (request) => archiveProduct(deps, requireActor(request), request.params.productId, request.query.etag),
  );

  historyRoute(app, deps, {
    path: "/product/:productId",
    params: ProductParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => getProduct(deps, actor, params.productId),
  });

  // The product's comments and attached files: members read them, editors write them.
  ownedItemRoutes(app, deps, {
    ownerPath: "/product/:productId",
    params: ProductParams,
    ownerType: "product",
    tags,
    read: "member",
    write: "canEdit",
    requireOwner: async (actor, params) => ({ id: (await getProduct(deps, actor, params.productId)).productId }),
  });
};
