import { RecipeIdParams } from "@atelier/domain/customer/recipe.schema";
import {
  AddRecipeOrdersInput,
  AddRecipeOrdersResult,
  BulkOrderStatusInput,
  BulkOrderStatusResult,
  Order,
  OrderGetQuery,
  OrderList,
  OrderListQuery,
  OrderTriggerInput,
  OrderUpdateInput,
} from "@atelier/domain/order/order.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { historyRoute } from "../../../audit/history-route";
import { requireActor } from "../../../auth/auth-hooks";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import { ownedItemRoutes } from "../../shared/owned-items/owned-item.routes";
import { changeOrder, getOrder, listCompanyOrders, requireOrderRow, triggerIntegrations } from "./order.service";
import { addRecipeOrders } from "./order-add.service";
import { ORDER_ATTACHMENT_POLICY, orderAttachmentTarget } from "./order-attachment";
import { changeOrderStatuses } from "./order-bulk.service";
import { sendOrdersCsv } from "./order-export.service";

const tags = ["order"];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The order calls under /api/v1/order: users and API keys who handle orders (admins or 'Manage Orders');
 * 'Add recipe order' also takes storefront keys. Comments and attachments go through the shared route factory.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/order",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "A page of the company's orders, newest first, with how many match",
        querystring: OrderListQuery,
        response: { 200: OrderList, ...errors },
      },
    },
    async (request) => listCompanyOrders(deps, requireActor(request), request.query),
  );

  app.get(
    "/order/export",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "Every order the list's filter shows, as CSV (formula-safe cells)",
        querystring: OrderListQuery,
        response: errors,
      },
    },
    async (request, reply) => sendOrdersCsv(deps, requireActor(request), request.query, reply),
  );

  app.post(
    "/order",
    {
      config: { auth: "customer" },
      schema: {
        tags,
        summary: "Add recipe orders: each entry is created, or refused with its reason",
        body: AddRecipeOrdersInput,
        response: { 200: AddRecipeOrdersResult, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => addRecipeOrders(deps, requireActor(request), request.body),
  );

  app.post(
    "/order/bulk",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "Move the chosen orders to a status: those the workflow allows move, the others are reported",
        body: BulkOrderStatusInput,
        response: { 200: BulkOrderStatusResult, ...errors },
      },
    },
    async (request) => changeOrderStatuses(deps, requireActor(request), request.body),
  );

  app.get(
    "/order/:recipeId",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "An order with its allowed transitions, review link, comments, files and history",
        params: RecipeIdParams,
        querystring: OrderGetQuery,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => getOrder(deps, requireActor(request), request.params.recipeId, request.query.expand),
  );

  app.put(
    "/order/:recipeId",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "Change an order read with `etag`: status (an allowed transition), notes, comments",
        params: RecipeIdParams,
        body: OrderUpdateInput,
        response: { 200: Order, ...errorResponses(400, 401, 403, 404, 409, 412) },
      },
    },
    async (request) => changeOrder(deps, requireActor(request), request.params.recipeId, request.body),
  );

  app.post(
    "/order/:recipeId/trigger",
    {
      config: { auth: "orders" },
      schema: {
        tags,
        summary: "Run the order's integrations, read with `etag` (none can be set up yet: 409)",
        params: RecipeIdParams,
        body: OrderTriggerInput,
        response: errorResponses(400, 401, 403, 404, 409, 412),
      },
    },
    async (request) => triggerIntegrations(deps, requireActor(request), request.params.recipeId, request.body.etag),
  );

  ownedItemRoutes(app, deps, {
    ownerPath: "/order/:recipeId",
    params: RecipeIdParams,
    ownerType: "order",
    tags,
    read: "orders",
    write: "orders",
    requireOwner: async (actor, params) => ({ id: (await requireOrderRow(deps.db, actor, params.recipeId)).recipeId }),
    attachmentPolicy: ORDER_ATTACHMENT_POLICY,
    attachmentTarget: (context) => orderAttachmentTarget(deps, context),
    attachmentSummary:
      "Attach a file to the order, read with `etag` (multipart/form-data: `file`, `type`, `view`, `placement`, `etag`); a proof sent again under its name adds a version",
  });

  historyRoute(app, deps, {
    path: "/order/:recipeId",
    params: RecipeIdParams,
    tags,
    auth: "orders",
    requireResource: (actor, params) => requireOrderRow(deps.db, actor, params.recipeId),
  });
};
