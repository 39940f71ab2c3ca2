import type { Db } from "../../../db/client";
import type { ModelState } from "../../../errors/app-error";
import { catalogueService } from "../catalogue-entity/catalogue-entity.service";
import { referenceErrors } from "../catalogue-entity/catalogue-item";
import { toSiteDto } from "./site.dto";
import { siteStore } from "./site.repo";

/** Texts of the site calls' answers that the spec does not quote. */
export const SITE_MESSAGES = {
  codeTaken: "A site with this code already exists.",
  siteNotFound: "This site was not found in the company.",
  siteTwice: "This site is already in the list.",
} as const;

export const siteService = catalogueService({
  store: siteStore,
  unique: { field: "code", taken: SITE_MESSAGES.codeTaken },
  toDto: toSiteDto,
  audit: { resourceType: "site", labelOf: (site) => site.name },
});

/** Where a write names sites by code: the per-site overrides and (for products) the list of sites. */
export interface SiteReferences {
  inactivePerSite: readonly { siteCode: string }[];
  sites?: readonly string[];
}

/**
 * Field messages for site codes that are not live sites of the company (missing, archived or another
 * company's: the same answer) or that a list holds twice, on `inactivePerSite.<i>.siteCode` and `sites.<i>`.
 */
export async function siteReferenceErrors(db: Db, companyId: string, refs: SiteReferences): Promise<ModelState> {
  const overrides = refs.inactivePerSite.map((site) => site.siteCode);
  const listed = refs.sites ?? [];
  if (overrides.length === 0 && listed.length === 0) return {};
  const rows = await siteStore.findByUnique(db, companyId, [...new Set([...overrides, ...listed])]);
  const known = new Set(rows.map((row) => row.code));
  const messages = { notFound: SITE_MESSAGES.siteNotFound, twice: SITE_MESSAGES.siteTwice };
  return {
    ...referenceErrors(overrides, known, (index) => `inactivePerSite.${index}.siteCode`, messages),
    ...referenceErrors(listed, known, (index) => `sites.${index}`, messages),
  };
}
