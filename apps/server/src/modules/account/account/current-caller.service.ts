import type { CurrentApiKey, CurrentCaller } from "@atelier/domain/account/account.schema";
import type { Actor, ApiKeyActor } from "../../../auth/actor";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { findCallingApiKey } from "../api-key/api-key.service";
import { findCompanyRow } from "../company/company.service";
import { toCurrentApiKeyDto } from "./account.dto";
import { getCurrentUser } from "./account.service";

/**
 * The calling API key: its name and roles as the company's list shows them, its permissions and its
 * company (docs/decisions/server-account-current-api-key.md). A key removed meanwhile is not signed in.
 */
export async function getCurrentApiKey(
  deps: Pick<AppDeps, "db" | "config">,
  actor: ApiKeyActor,
): Promise<CurrentApiKey> {
  const [apiKey, company] = await Promise.all([
    findCallingApiKey(deps, actor),
    findCompanyRow(deps.db, actor.companyId),
  ]);
  if (!apiKey || !company) throw AppError.unauthorized();
  return toCurrentApiKeyDto({ apiKey, company, build: deps.config.buildNumber });
}

/** Who calls `GET account`: the signed-in user in the session's company, or the API key (a storefront key never reaches it). */
export function getCurrentCaller(deps: Pick<AppDeps, "db" | "config">, actor: Actor): Promise<CurrentCaller> {
  if (actor.kind === "storefront") throw AppError.forbidden();
  return actor.kind === "user" ? getCurrentUser(deps, actor) : getCurrentApiKey(deps, actor);
}
