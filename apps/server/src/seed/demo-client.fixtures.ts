import type { FastifyInstance } from "fastify";
import { type ApiClient, apiClient, post, sessionCookieOf } from "../../test/http";
import type { Db } from "../db/client";
import { DEMO } from "./demo-seed";
import { findCompanyByName } from "./seed.repo";

/** The session cookie of a demo user. */
export async function demoSignInCookie(app: FastifyInstance, email: string): Promise<string> {
  const res = await post(app, "account/login", { username: email, password: DEMO.password });
  return sessionCookieOf(res.response);
}

/** A client of the demo admin in Demo Outfitters (an earlier test may have left the admin in Staging). */
export async function demoProductionClient(app: FastifyInstance, db: Db): Promise<ApiClient> {
  const cookie = await demoSignInCookie(app, DEMO.admin.email);
  const production = await findCompanyByName(db, DEMO.company);
  await post(app, "account/switchinstance", { instanceId: production?.id }, { cookie });
  return apiClient(app, { cookie });
}
