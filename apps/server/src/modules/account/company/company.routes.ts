import { Ok } from "@atelier/domain/account/account.schema";
import {
  CompanyRoles,
  CompanyUser,
  CompanyWithUsers,
  UpdateUserRolesInput,
} from "@atelier/domain/account/company-user.schema";
import { EtagQuery } from "@atelier/domain/product/product.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyRoute } from "../../../audit/history-route";
import { normalizeEmail } from "../../../auth/tokens";
import type { AppDeps } from "../../../deps";
import { errorResponses } from "../../../http/error-responses";
import {
  changeMemberRoles,
  companyRoles,
  getCompanyWithUsers,
  removeCompanyMember,
  requireCompany,
  requireMember,
} from "./company.service";
import { actorInCompany, assertInCompany, CompanyParams } from "./company-scope";

const tags = ["company"];
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 412);
/** userName is the member's e-mail, URL-encoded in the path. */
const CompanyUserParams = CompanyParams.extend({ userName: z.string() });
/** The same, the e-mail as stored (trimmed, lower case): the history is kept under that path. */
const MemberHistoryParams = CompanyParams.extend({
  userName: z.string().transform((userName) => normalizeEmail(userName)),
});

/** The company's members and roles (account panel, organization section), under /api/v1/company/{companyId}. */
export const companyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    "/company/:companyId",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The current company with its users, by full name",
        params: CompanyParams,
        response: { 200: CompanyWithUsers, ...errors },
      },
    },
    async (request) => getCompanyWithUsers(deps, actorInCompany(request, request.params.companyId)),
  );

  app.get(
    "/company/:companyId/roles",
    {
      config: { auth: "member" },
      schema: {
        tags,
        summary: "The roles the caller may give in the company, in role order",
        params: CompanyParams,
        response: { 200: CompanyRoles, ...errors },
      },
    },
    async (request) => companyRoles(actorInCompany(request, request.params.companyId)),
  );

  app.put(
    "/company/:companyId/user/:userName",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Change a member's roles, read with `etag`",
        params: CompanyUserParams,
        body: UpdateUserRolesInput,
        response: { 200: CompanyUser, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      return changeMemberRoles(deps, actor, request.params.userName, request.body);
    },
  );

  app.delete(
    "/company/:companyId/user/:userName",
    {
      config: { auth: "admin" },
      schema: {
        tags,
        summary: "Remove a member from the company, read with `etag`; the account stays",
        params: CompanyUserParams,
        querystring: EtagQuery,
        response: { 200: Ok, ...writeErrors },
      },
    },
    async (request) => {
      const actor = actorInCompany(request, request.params.companyId);
      await removeCompanyMember(deps, actor, request.params.userName, request.query.etag);
      return { ok: true as const };
    },
  );

  historyRoute(app, deps, {
    path: "/company/:companyId",
    params: CompanyParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => requireCompany(deps, assertInCompany(actor, params.companyId)),
  });

  historyRoute(app, deps, {
    path: "/company/:companyId/user/:userName",
    params: MemberHistoryParams,
    tags,
    auth: "member",
    requireResource: (actor, params) => requireMember(deps, assertInCompany(actor, params.companyId), params.userName),
  });
};
