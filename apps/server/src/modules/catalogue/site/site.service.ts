import { catalogueService } from "../catalogue-entity/catalogue-entity.service";
import { toSiteDto } from "./site.dto";
import { siteStore } from "./site.repo";

/** Texts of the site calls' answers that the spec does not quote. */
export const SITE_MESSAGES = {
  codeTaken: "A site with this code already exists.",
} as const;

export const siteService = catalogueService({
  store: siteStore,
  unique: { field: "code", taken: SITE_MESSAGES.codeTaken },
  toDto: toSiteDto,
});
