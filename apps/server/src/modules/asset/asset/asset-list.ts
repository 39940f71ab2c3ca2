import { ASSET_PAGE_SIZE, type AssetList, type AssetListQuery } from "@atelier/domain/asset/asset.schema";
import type { AppDeps } from "../../../deps";
import { AppError } from "../../../errors/app-error";
import { toAssetDto } from "./asset.dto";
import { listAssets } from "./asset.repo";

export const ASSET_LIST_MESSAGES = { badPageToken: "The page token is not one this list gave." } as const;

/** The page token after `name`: the name in base64url, opaque to clients. */
export const pageTokenAfter = (name: string) => Buffer.from(name, "utf8").toString("base64url");

/** The name a page token continues after, or a 400 when the token is not one of ours. */
export function nameFromPageToken(token: string): string {
  const name = /^[A-Za-z0-9_-]+$/.test(token) ? Buffer.from(token, "base64url").toString("utf8") : "";
  if (name === "" || pageTokenAfter(name) !== token) throw AppError.field("nextPage", ASSET_LIST_MESSAGES.badPageToken);
  return name;
}

/** A page of the company's assets whose names start with the prefix (case-sensitive, byte order). */
export async function listAssetPage(
  deps: Pick<AppDeps, "db">,
  companyId: string,
  query: AssetListQuery,
  pageSize = ASSET_PAGE_SIZE,
): Promise<AssetList> {
  const after = query.nextPage === undefined ? undefined : nameFromPageToken(query.nextPage);
  const rows = await listAssets(deps.db, companyId, query.prefix, after, pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    assets: page.map(toAssetDto),
    nextPage: rows.length > pageSize && last ? pageTokenAfter(last.name) : null,
  };
}
