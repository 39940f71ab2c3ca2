import { ASSET_MESSAGES } from "@atelier/domain/asset/asset.schema";
import { OPTIMIZATION_MESSAGES } from "@atelier/domain/asset/optimization.schema";
import type { Actor } from "../../auth/actor";
import type { AppDeps } from "../../deps";
import { AppError } from "../../errors/app-error";
import { findCompanyRow } from "../account/company/company.service";

/** The company flags that switch the asset areas on (part 1 section 2.3): the library, and 3D optimisation. */
export type AssetFlag = "manageAssets" | "optimizeAssets";

const REFUSALS: Record<AssetFlag, string> = {
  manageAssets: ASSET_MESSAGES.notEnabled,
  optimizeAssets: OPTIMIZATION_MESSAGES.notEnabled,
};

/** Refuses with a 403 naming the flag's area when the caller's company does not have `flag`. */
export async function requireAssetFlag({ db }: Pick<AppDeps, "db">, actor: Actor, flag: AssetFlag): Promise<void> {
  const company = await findCompanyRow(db, actor.companyId);
  if (!company?.[flag]) throw AppError.forbidden(REFUSALS[flag]);
}
